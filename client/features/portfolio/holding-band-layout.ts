/**
 * The holding's band chart, laid out for a measured width (pure, so it is tested without a
 * browser): on the charts' shared frame, the forecast at purchase as its P10-P90 band (an area)
 * and P50 (a line), one step a quarter, and a dot at each quarter the holding was paid.
 */
import { cents, decimalToCents, formatCentsAsCompactUsd, formatCentsAsUsd, type Cents } from '@common/money';
import type { HoldingOutlook } from '@common/schemas/holding-outlook';
import { labelWidth } from '@/components/charts/chart-ticks';
import { chartFrame, NARROW_WIDTH, type ChartFrameLayout, type XTick, type XTicks } from '@/components/charts/frame-layout';
import { quarterName } from './quarter-name';

export interface BandQuarter {
  quarter: string;
  p10: Cents;
  p50: Cents;
  p90: Cents;
  /** Null: not paid (yet, or no longer held). */
  paid: Cents | null;
}

export interface PaidDot {
  quarter: string;
  x: number;
  y: number;
  /** Within the forecast's P10 to P90 for its quarter. */
  inBand: boolean;
}

export interface HoldingBandLayout extends ChartFrameLayout {
  /** The P10-P90 band: along the P90, then back along the P10. */
  band: string;
  median: string;
  dots: PaidDot[];
}

export function bandQuarters(outlook: HoldingOutlook): BandQuarter[] {
  return outlook.quarters.map((quarter) => ({
    quarter: quarter.quarter,
    p10: decimalToCents(quarter.p10),
    p50: decimalToCents(quarter.p50),
    p90: decimalToCents(quarter.p90),
    paid: quarter.paid === null ? null : decimalToCents(quarter.paid),
  }));
}

export const holdingBandHeight = (width: number): number => (width < NARROW_WIDTH ? 200 : 240);

const LABEL_GAP = 12;

/** A tick at each year's first quarter labelled with the year (every quarter when there are few), thinned so labels never overlap. */
function quarterTicks(quarters: readonly BandQuarter[]): XTicks {
  const few = quarters.length <= 6;
  return (_start, _end, x, left, right) => {
    const ticks: XTick[] = [];
    let freeFrom = Number.NEGATIVE_INFINITY;
    quarters.forEach(({ quarter }, index) => {
      if (!few && !quarter.endsWith('Q1')) return;
      const label = few ? quarterName(quarter) : quarter.slice(0, 4);
      const width = labelWidth(label);
      const centre = x(index);
      const labelLeft = Math.min(Math.max(centre - width / 2, left), right - width);
      if (labelLeft < freeFrom) return;
      ticks.push({ value: index, x: centre, left: labelLeft, width, label });
      freeFrom = labelLeft + width + LABEL_GAP;
    });
    return ticks;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
const line = (points: ReadonlyArray<readonly [number, number]>) =>
  points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'} ${round(x)} ${round(y)}`).join(' ');

/** The chart at `width` pixels; null without a quarter to draw. */
export function holdingBandLayout(outlook: HoldingOutlook, width: number): HoldingBandLayout | null {
  const quarters = bandQuarters(outlook);
  if (quarters.length === 0) return null;
  const high = Math.max(1, ...quarters.flatMap((quarter) => [quarter.p90, quarter.paid ?? 0]));
  const frame = chartFrame({
    width,
    height: holdingBandHeight(width),
    margin: { top: 12, right: 16, bottom: 28 },
    // Payouts can be a few dollars a quarter: steps down to a cent.
    y: { low: 0, high, maxTicks: width < NARROW_WIDTH ? 4 : 5, format: (value) => formatCentsAsCompactUsd(cents(value)), minStep: 1 },
    x: { start: 0, end: Math.max(1, quarters.length - 1), ticks: quarterTicks(quarters) },
  });
  const along = (key: 'p10' | 'p50' | 'p90') => quarters.map((quarter, index) => [frame.x(index), frame.y(quarter[key])] as const);
  return {
    ...frame,
    band: `${line([...along('p90'), ...along('p10').reverse()])} Z`,
    median: line(along('p50')),
    dots: quarters.flatMap((quarter, index) =>
      quarter.paid === null
        ? []
        : [
            {
              quarter: quarter.quarter,
              x: frame.x(index),
              y: frame.y(quarter.paid),
              inBand: quarter.paid >= quarter.p10 && quarter.paid <= quarter.p90,
            },
          ],
    ),
  };
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The chart in words: what was paid against what the forecast expected for the same quarters. */
export function holdingBandSummary(outlook: HoldingOutlook): string {
  const quarters = bandQuarters(outlook);
  const paid = quarters.filter((quarter): quarter is BandQuarter & { paid: Cents } => quarter.paid !== null);
  if (paid.length === 0) {
    return 'No quarter has paid this holding yet: the band shows what the forecast at purchase expected for each quarter.';
  }
  const total = cents(paid.reduce((sum, quarter) => sum + quarter.paid, 0));
  const median = cents(paid.reduce((sum, quarter) => sum + quarter.p50, 0));
  const inBand = paid.filter((quarter) => quarter.paid >= quarter.p10 && quarter.paid <= quarter.p90).length;
  return (
    `Paid so far: ${formatCentsAsUsd(total)} over ${plural(paid.length, 'quarter', 'quarters')}, ` +
    `${inBand} of them within the forecast’s P10 to P90 band. The forecast’s P50 for those quarters was ${formatCentsAsUsd(median)} (hypothetical).`
  );
}
