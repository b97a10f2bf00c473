import { describe, expect, it } from 'vitest';
import type { Outlook } from '@common/rules/outlook';
import { fanLayout } from './fan-layout';

const quarters = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    quarter: `${2027 + Math.floor((index + 2) / 4)}-Q${((index + 2) % 4) + 1}`,
    p10: `${10 + index}.00`,
    p50: `${20 + index}.00`,
    p90: `${40 + index}.00`,
    plan: `${25}.00`,
  }));
const outlookOf = (count: number): Outlook => ({
  seed: 1,
  paths: 100,
  quarters: quarters(count),
  moneyBack: { '1': '0.0', '3': '0.0', '5': '0.0' },
  anyLoss: '0.0',
  totalLoss: '0.0',
  irr: { p10: '0.0', p50: '0.0', p90: '0.0' },
  multiple: { p10: '1.00', p50: '1.00', p90: '1.00' },
  breakEvenQuarter: { p10: null, p50: null, p90: null },
});

describe('the fan chart layout', () => {
  it('draws the band over the P10, the P50 and the plan within the plot, from zero up past the P90', () => {
    const layout = fanLayout(outlookOf(20), 640);
    expect(layout.band.startsWith('M ')).toBe(true);
    expect(layout.band.endsWith(' Z')).toBe(true);
    expect(layout.median.split(' L ')).toHaveLength(20);
    expect(layout.plan.split(' L ')).toHaveLength(20);
    expect(layout.yTicks[0]?.value).toBe(0);
    expect(layout.yTicks.at(-1)!.value).toBeGreaterThanOrEqual(59_00);
    const xs = layout.median
      .split(/[ML] /)
      .filter(Boolean)
      .map((pair) => Number(pair.split(' ')[0]));
    expect(Math.min(...xs)).toBe(layout.plot.left);
    expect(Math.max(...xs)).toBe(layout.plot.right);
  });

  it('labels the years on a long horizon and every quarter on a short one, never overlapping', () => {
    const long = fanLayout(outlookOf(40), 320);
    expect(long.xTicks.every((tick) => /^\d{4}$/.test(tick.label))).toBe(true);
    long.xTicks
      .slice(1)
      .forEach((tick, index) => expect(tick.left).toBeGreaterThanOrEqual(long.xTicks[index]!.left + long.xTicks[index]!.width));
    const short = fanLayout(outlookOf(4), 640);
    expect(short.xTicks.map((tick) => tick.label)).toEqual(['Q3 2027', 'Q4 2027', 'Q1 2028', 'Q2 2028']);
  });
});
