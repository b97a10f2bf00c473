import { describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import type { ChartPoint, PayoutMarker } from './chart-geometry';
import { chartSummary, pointReadout } from './chart-text';

const point = (date: string, invested: number, value: number): ChartPoint => ({
  date,
  investedCents: cents(invested),
  valueCents: cents(value),
});
const marker = (date: string, amount: number): PayoutMarker => ({ date, day: 0, amountCents: cents(amount), valueCents: cents(0) });

describe('chartSummary', () => {
  it('gives the first and last value and invested, then the payouts', () => {
    const points = [point('2027-01-05', 50_000, 50_000), point('2027-07-01', 150_000, 150_750)];
    expect(chartSummary(points, [marker('2027-04-01', 1_234), marker('2027-07-01', 2_000)])).toBe(
      'From Jan 5, 2027 to Jul 1, 2027, value went from $500 to $1,507.50; invested went from $500 to $1,500. 2 payouts totalling $32.34.',
    );
  });

  it('counts one payout, or none', () => {
    const points = [point('2027-04-01', 50_000, 50_000)];
    expect(chartSummary(points, [marker('2027-04-01', 1_234)])).toBe('On Apr 1, 2027, value $500, invested $500. 1 payout of $12.34.');
    expect(chartSummary(points, [])).toBe('On Apr 1, 2027, value $500, invested $500. No payouts in this period.');
  });

  it('says when there is nothing to summarise', () => {
    expect(chartSummary([], [])).toBe('No portfolio history yet.');
  });
});

describe('pointReadout', () => {
  it('reads a point, and its payout when that day had one', () => {
    expect(pointReadout(point('2027-04-01', 100_000, 115_000))).toBe('Apr 1, 2027: value $1,150, invested $1,000');
    expect(pointReadout(point('2027-04-01', 100_000, 115_000), marker('2027-04-01', 1_234))).toBe(
      'Apr 1, 2027: value $1,150, invested $1,000, payout $12.34',
    );
  });
});
