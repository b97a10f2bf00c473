import { describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import type { Outlook } from '@common/rules/outlook';
import { quarterName } from '@common/rules/quarters';
import { moneyBackYearsFor, outlookFigures, outlookSentences, outOfTen, quarterLabel } from './outlook-text';

const outlook = (overrides: Partial<Outlook> = {}): Outlook => ({
  seed: 1,
  paths: 10_000,
  quarters: ['2027-Q3', '2027-Q4', '2028-Q1', '2028-Q2'].map((quarter) => ({
    quarter,
    p10: '1.00',
    p50: '2.00',
    p90: '3.00',
    plan: '2.10',
  })),
  moneyBack: { '1': '12.0', '3': '70.0', '5': '81.3' },
  anyLoss: '31.4',
  totalLoss: '0.0',
  irr: { p10: '-12.5', p50: '4.2', p90: '19.0' },
  multiple: { p10: '0.61', p50: '1.18', p90: '1.95' },
  breakEvenQuarter: { p10: null, p50: 3, p90: 2 },
  ...overrides,
});

describe("the outlook's words", () => {
  it('counts futures out of ten, with the ends said as they are', () => {
    expect(outOfTen('70.0')).toBe('7 of 10');
    expect(outOfTen('0.0')).toBe('none of 10');
    expect(outOfTen('3.2')).toBe('fewer than 1 of 10');
    expect(outOfTen('97.0')).toBe('more than 9 of 10');
    expect(outOfTen('100.0')).toBe('10 of 10');
  });

  it('tells money back within the longest of 1, 3 and 5 years the horizon reaches', () => {
    expect([1, 2, 3, 4, 5, 10].map(moneyBackYearsFor)).toEqual([1, 1, 3, 3, 5, 5]);
  });

  it('says the money back, any loss, the middle future, the spread and the break-even in sentences', () => {
    expect(outlookSentences(outlook(), cents(500_00), 3)).toEqual([
      'In 7 of 10 simulated futures you get your money back within 3 years from payouts alone (70.0%).',
      'In 3 of 10 you end 3 years with less than the $500 you put in, counting payouts and selling your shares at the end (31.4%).',
      'In the middle future (P50) your $500 becomes $590 over 3 years, 1.18 times the amount: an annual return of 4.2%.',
      'One future in ten does worse than 0.61 times the amount (P10) and one in ten better than 1.95 times (P90).',
      'Half of the futures have paid your money back by Q1 2028, quarter 3 of the simulation.',
    ]);
    const grim = outlookSentences(outlook({ totalLoss: '2.5', breakEvenQuarter: { p10: null, p50: null, p90: 4 } }), cents(500_00), 1);
    expect(grim[1]).toContain('; you lose all of it in 2.5%.');
    expect(grim[4]).toBe('In the middle future, payouts alone do not pay your money back within 1 year.');
  });

  it('gives the figures with their labels, the break-even as its quarter', () => {
    expect(outlookFigures(outlook(), cents(500_00), 5)).toEqual([
      { label: 'Money back from payouts within 5 years', value: '81.3%' },
      { label: 'Chance of any loss over 5 years', value: '31.4%' },
      { label: 'Middle annual return (P50 IRR)', value: '4.2%' },
      { label: 'Middle outcome for $500 (P50)', value: '$590 (1.18×)' },
      { label: 'Middle break-even (P50)', value: 'Q1 2028' },
    ]);
    expect(quarterName('2029-Q1')).toBe('Q1 2029');
    expect(quarterLabel(outlook(), null)).toBeNull();
    expect(quarterLabel(outlook(), 9)).toBeNull();
  });
});
