import { describe, expect, it } from 'vitest';
import { cents, formatCentsAsCompactUsd } from '@common/money';
import { dayNumber } from './chart-ticks';
import { chartFrame, type ChartFrameLayout, type FrameOptions, type XTicks } from './frame-layout';

const money = (tick: number) => formatCentsAsCompactUsd(cents(tick));

/** Half a year, $500 to $1,650: the value chart's figures. */
const options = (width: number, overrides: Partial<FrameOptions> = {}): FrameOptions => ({
  width,
  height: 288,
  margin: { top: 10, right: 10, bottom: 28 },
  y: { low: 50_000, high: 165_000, maxTicks: 6, format: money },
  x: { start: dayNumber('2027-01-05'), end: dayNumber('2027-07-01') },
  ...overrides,
});

/** A phone's chart (390 px less the page's and the card's padding) and a desktop's. */
const PHONE = 318;
const DESKTOP = 1000;

function expectApartInsidePlot(frame: ChartFrameLayout, gap: number) {
  for (const [index, tick] of frame.xTicks.entries()) {
    expect(tick.left).toBeGreaterThanOrEqual(frame.plot.left);
    expect(tick.left + tick.width).toBeLessThanOrEqual(frame.plot.right);
    const before = frame.xTicks[index - 1];
    if (before) expect(tick.left).toBeGreaterThanOrEqual(before.left + before.width + gap);
  }
}

describe('chartFrame', () => {
  it('labels round y ticks from $0, bottom to top of the plot, with the plot right of the widest label', () => {
    const frame = chartFrame(options(DESKTOP));
    expect(frame.yTicks.map((tick) => tick.label)).toEqual(['$0', '$500', '$1K', '$1.5K', '$2K']);
    expect(frame.yTicks[0]?.y).toBe(frame.plot.bottom);
    expect(frame.yTicks.at(-1)?.y).toBe(frame.plot.top);
    expect(frame.plot).toEqual({ left: 5 * 7 + 8, top: 10, right: DESKTOP - 10, bottom: 288 - 28 });
  });

  it('maps the x domain onto the plot and the y ticks onto its height', () => {
    const frame = chartFrame(options(DESKTOP));
    expect(frame.x(dayNumber('2027-01-05'))).toBe(frame.plot.left);
    expect(frame.x(dayNumber('2027-07-01'))).toBe(frame.plot.right);
    expect(frame.y(100_000)).toBe((frame.plot.top + frame.plot.bottom) / 2);
  });

  it.each([PHONE, DESKTOP])('keeps every x label apart and inside the plot at %i px', (width) => {
    const frame = chartFrame(options(width));
    expect(frame.xTicks.length).toBeGreaterThanOrEqual(2);
    expectApartInsidePlot(frame, 12);
    expect(frame.plot.right).toBeLessThanOrEqual(width);
  });

  it('shows fewer calendar ticks on a phone than on a desktop', () => {
    expect(chartFrame(options(DESKTOP)).xTicks.map((tick) => tick.label)).toEqual(['Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul']);
    expect(chartFrame(options(PHONE)).xTicks.map((tick) => tick.label)).toEqual(['Mar', 'May', 'Jul']);
  });

  it('keeps the plot at least a pixel wide on a width too small for it', () => {
    const frame = chartFrame(options(20));
    expect(frame.plot.right).toBe(frame.plot.left + 1);
  });

  it('takes any y unit and x ticks, as a depth chart (shares against price) would', () => {
    const priceTicks: XTicks = (start, end, x) =>
      [start, end].map((value) => ({ value, x: x(value), left: x(value) - 14, width: 28, label: `$${value / 100}` }));
    const frame = chartFrame(
      options(DESKTOP, {
        y: { low: 0, high: 7, maxTicks: 5, format: (shares) => `${shares}`, minStep: 1 },
        x: { start: 900, end: 1_100, ticks: priceTicks },
      }),
    );
    expect(frame.yTicks.map((tick) => tick.label)).toEqual(['0', '2', '4', '6', '8']);
    expect(frame.xTicks.map((tick) => [tick.label, tick.x])).toEqual([
      ['$9', frame.plot.left],
      ['$11', frame.plot.right],
    ]);
  });
});
