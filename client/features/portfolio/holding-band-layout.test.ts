import { describe, expect, it } from 'vitest';
import { aHoldingOutlook } from './holding-band-fixture';
import { holdingBandLayout, holdingBandSummary } from './holding-band-layout';
import { quarterName } from '@common/rules/quarters';

describe("the holding's band chart", () => {
  it('draws the band and the P50 over every quarter and a dot at each quarter paid, on an axis that holds them all', () => {
    const outlook = aHoldingOutlook();
    const layout = holdingBandLayout(outlook, 600);
    if (!layout) throw new Error('no layout');
    expect(layout.band).toMatch(/^M [\d.]+ [\d.]+( L [\d.]+ [\d.]+){11} Z$/);
    expect(layout.median.split('L')).toHaveLength(6);
    expect(layout.dots.map((dot) => [dot.quarter, dot.inBand])).toEqual([
      ['2026-Q4', true],
      ['2027-Q1', false],
      ['2027-Q2', true],
    ]);
    // Each dot sits at its quarter and its amount: 2027-Q2 paid $5.00.
    const [, , q2] = layout.dots;
    expect(q2?.x).toBeCloseTo(layout.x(2));
    expect(q2?.y).toBeCloseTo(layout.y(500));
    expect(layout.yTicks.at(-1)?.value).toBeGreaterThanOrEqual(640);
    expect(layout.yTicks[0]?.value).toBe(0);
    // Six quarters: each has its label.
    expect(layout.xTicks.map((tick) => tick.label)).toEqual(['Q4 2026', 'Q1 2027', 'Q2 2027', 'Q3 2027', 'Q4 2027', 'Q1 2028']);
  });

  it('labels years on a long horizon, their labels never overlapping on a phone', () => {
    const quarters = Array.from({ length: 20 }, (_, index) => ({
      quarter: `${2027 + Math.floor(index / 4)}-Q${(index % 4) + 1}`,
      p10: '1.00',
      p50: '2.00',
      p90: '3.00',
      plan: '2.00',
      paid: index < 2 ? '0.00' : null,
    }));
    const layout = holdingBandLayout(aHoldingOutlook({ quarters }), 320);
    expect(layout?.xTicks.map((tick) => tick.label)).toEqual(['2027', '2028', '2029', '2030', '2031']);
    const ticks = layout?.xTicks ?? [];
    ticks.slice(1).forEach((tick, index) => expect(tick.left).toBeGreaterThan((ticks[index]?.left ?? 0) + (ticks[index]?.width ?? 0)));
    // A quarter paid nothing sits on the axis.
    expect(layout?.dots[0]?.y).toBeCloseTo(layout?.plot.bottom ?? Number.NaN);
    expect(holdingBandLayout(aHoldingOutlook({ quarters: [] }), 320)).toBeNull();
  });

  it('says in words what was paid against the forecast for the same quarters', () => {
    expect(holdingBandSummary(aHoldingOutlook())).toBe(
      'Paid so far: $8.30 over 3 quarters, 2 of them within the forecast’s P10 to P90 band. The forecast’s P50 for those quarters was $10.30 (hypothetical).',
    );
    const unpaid = aHoldingOutlook().quarters.map((quarter) => ({ ...quarter, paid: null }));
    expect(holdingBandSummary(aHoldingOutlook({ quarters: unpaid }))).toMatch(/^No quarter has paid this holding yet/);
    expect(quarterName('2027-Q3')).toBe('Q3 2027');
  });
});
