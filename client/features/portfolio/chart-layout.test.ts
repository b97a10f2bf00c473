import { describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import type { ChartPayout, ChartPoint } from './chart-geometry';
import { valueChartLayout } from './chart-layout';

const point = (date: string, invested: number, value: number): ChartPoint => ({
  date,
  investedCents: cents(invested),
  valueCents: cents(value),
});

/** A new investor's half year: three purchases, two quarterly revaluations with payouts. */
const points = [
  point('2027-01-05', 50_000, 50_000),
  point('2027-02-10', 100_000, 100_000),
  point('2027-04-01', 100_000, 115_000),
  point('2027-05-20', 150_000, 165_000),
  point('2027-07-01', 150_000, 150_750),
];
const payouts: ChartPayout[] = [
  { date: '2027-04-01', amountCents: cents(1_234) },
  { date: '2027-07-01', amountCents: cents(2_000) },
];

/** Path data carry one decimal. */
const r = (value = Number.NaN) => Math.round(value * 10) / 10;

/** A phone's chart: 390 px less the page's and the card's padding. */
const PHONE = 318;
const DESKTOP = 1000;

// The frame's own rules (x labels apart and inside the plot, fewer on a phone) are tested beside it, in components/charts.
describe('valueChartLayout', () => {
  it.each([PHONE, DESKTOP])('labels the y axis in round dollars from $0 at %i px', (width) => {
    const layout = valueChartLayout(points, payouts, width);
    expect(layout.yTicks.map((tick) => tick.label)).toEqual(['$0', '$500', '$1K', '$1.5K', '$2K']);
    expect(layout.yTicks[0]?.y).toBe(layout.plot.bottom);
    expect(layout.yTicks.at(-1)?.y).toBe(layout.plot.top);
  });

  it('starts at the first investment, with no run of $0 before it', () => {
    const layout = valueChartLayout(points, payouts, PHONE);
    const first = layout.points[0];
    expect(first?.x).toBe(layout.plot.left);
    expect(layout.valuePath.startsWith(`M ${layout.plot.left} ${r(first?.valueY)} `)).toBe(true);
    expect(first?.valueY).toBeLessThan(layout.plot.bottom);
  });

  it('draws both series as steps reaching the right edge', () => {
    const layout = valueChartLayout(points, payouts, DESKTOP);
    for (const path of [layout.valuePath, layout.investedPath]) {
      expect(path).toMatch(/^M [\d.]+ [\d.]+( [HV] [\d.]+)+$/);
    }
    expect(layout.valuePath.endsWith(`V ${r(layout.points.at(-1)?.valueY)}`)).toBe(true);
    expect(layout.points.at(-1)?.x).toBe(layout.plot.right);
  });

  it('puts each payout marker on the value line at its date, named with amount and date', () => {
    const layout = valueChartLayout(points, payouts, PHONE);
    expect(layout.markers.map((marker) => marker.label)).toEqual(['Payout $12.34 on Apr 1, 2027', 'Payout $20.00 on Jul 1, 2027']);
    const [april, july] = layout.markers;
    expect(april?.x).toBe(layout.points[2]?.x);
    expect(april?.y).toBe(layout.points[2]?.valueY);
    expect(july?.x).toBe(layout.plot.right);
    expect(july?.y).toBe(layout.points[4]?.valueY);
  });

  it('draws a single point as a flat line across the whole plot', () => {
    const layout = valueChartLayout([point('2027-04-01', 50_000, 50_000)], [], PHONE);
    expect(layout.valuePath).toBe(`M ${layout.plot.left} ${r(layout.points[0]?.valueY)} H ${layout.plot.right}`);
    expect(layout.xTicks.map((tick) => tick.label)).toEqual(['Apr 1']);
  });

  it('maps a position back to its day', () => {
    const layout = valueChartLayout(points, payouts, DESKTOP);
    const april = layout.points[2];
    expect(Math.round(layout.dayAt(april?.x ?? 0))).toBe(Math.round(Date.parse('2027-04-01') / 86_400_000));
  });
});
