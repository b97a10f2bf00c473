import { describe, expect, it } from 'vitest';
import { fundingCurveLayout, fundingCurveSummary, type FundingCurveData } from './funding-curve-layout';

const data: FundingCurveData = {
  status: 'active',
  startDate: '2027-03-01',
  endDate: '2027-04-30',
  closedAt: null,
  fundingGoal: '10000.00',
  curve: [
    { at: '2027-03-01T09:00:00.000Z', raised: '2000.00' },
    { at: '2027-03-05T12:00:00.000Z', raised: '4500.00' },
    { at: '2027-03-09T08:00:00.000Z', raised: '4000.00' },
  ],
};
const now = new Date('2027-03-20T00:00:00Z');

describe('fundingCurveLayout', () => {
  it('scales from zero to the goal, with the goal line inside the plot', () => {
    const layout = fundingCurveLayout(data, 600, now);
    expect(layout).not.toBeNull();
    if (!layout) return;
    expect(layout.yTicks[0]?.value).toBe(0);
    expect(layout.yTicks.at(-1)?.value).toBeGreaterThanOrEqual(1_000_000);
    expect(layout.goalY).toBeGreaterThanOrEqual(layout.plot.top);
    expect(layout.goalY).toBeLessThan(layout.plot.bottom);
    // Two steps (up, then down) and on to the sandbox's today at the right edge.
    expect(layout.raisedPath.match(/V/g)).toHaveLength(2);
    expect(layout.raisedPath.endsWith(`H ${layout.plot.right}`)).toBe(true);
  });

  it('reaches above the goal when the project is overfunded, and fits a phone', () => {
    const layout = fundingCurveLayout({ ...data, curve: [...data.curve, { at: '2027-03-10T00:00:00Z', raised: '13000.00' }] }, 320, now);
    expect(layout?.yTicks.at(-1)?.value).toBeGreaterThanOrEqual(1_300_000);
    expect(layout?.width).toBe(320);
    expect(layout?.xTicks.length).toBeLessThanOrEqual(4);
  });

  it('spans a closed campaign from its start to its close, however long ago: the raise fills the plot, not its edge', () => {
    // A two-week raise, funded on Mar 15, read a year later.
    const funded: FundingCurveData = { ...data, status: 'funded', endDate: '2027-03-14', closedAt: '2027-03-15T00:00:00.000Z' };
    const layout = fundingCurveLayout(funded, 600, new Date('2028-03-20T00:00:00Z'));
    if (!layout) throw new Error('no layout');
    const day = (text: string) => Date.parse(text) / (24 * 60 * 60 * 1000);
    expect(layout.x(day('2027-03-01T00:00:00Z'))).toBe(layout.plot.left);
    expect(layout.x(day('2027-03-15T00:00:00Z'))).toBe(layout.plot.right);
    // The first step is a third of the way across, not squeezed against the left edge.
    expect(layout.x(day('2027-03-05T12:00:00Z')) - layout.plot.left).toBeGreaterThan((layout.plot.right - layout.plot.left) / 4);
    expect(layout.xTicks.every((tick) => tick.label !== '2028')).toBe(true);
  });

  it('runs an open campaign to the sandbox’s today, and starts at the start date before the first investment', () => {
    const later = { ...data, startDate: '2027-02-20' };
    const layout = fundingCurveLayout(later, 600, now);
    if (!layout) throw new Error('no layout');
    const day = (text: string) => Date.parse(text) / (24 * 60 * 60 * 1000);
    expect(layout.x(day('2027-02-20T00:00:00Z'))).toBe(layout.plot.left);
    expect(layout.x(day('2027-03-20T00:00:00Z'))).toBe(layout.plot.right);
  });

  it('draws nothing without points', () => {
    expect(fundingCurveLayout({ ...data, curve: [] }, 600, now)).toBeNull();
  });
});

describe('fundingCurveSummary', () => {
  it('says what was raised against the goal and when', () => {
    expect(fundingCurveSummary(data)).toBe(
      'Raised $4,000.00 of the $10,000.00 goal (40.0%), from $2,000.00 on Mar 1, 2027 to Mar 9, 2027, over 2 changes; the most raised was $4,500.00.',
    );
    expect(fundingCurveSummary({ ...data, curve: [] })).toBe('Nothing raised yet toward the $10,000.00 goal.');
  });
});
