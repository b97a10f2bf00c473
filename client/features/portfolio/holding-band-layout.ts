/**
 * The holding's band chart, laid out for a measured width (pure, so it is tested without a
 * browser): on the charts' shared frame, the forecast at purchase as its P10-P90 band (an area)
 * and P50 (a line), one step a quarter, and a dot at each quarter the holding was paid.
 */
import { cents, decimalToCents, formatCentsAsCompactUsd, formatCentsAsUsd, type Cents } from '@common/money';
import type { HoldingOutlook } from '@common/schemas/holding-outlook';
import { chartFrame, NARROW_WIDTH, type ChartFrameLayout } from '@/components/charts/frame-layout';
import { bandPath, linePath, quarterTicks } from '@/components/charts/quarter-band';

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
    x: { start: 0, end: Math.max(1, quarters.length - 1), ticks: quarterTicks(quarters.map((quarter) => quarter.quarter)) },
  });
  const along = (key: 'p10' | 'p50' | 'p90') => quarters.map((quarter, index) => [frame.x(index), frame.y(quarter[key])] as const);
  return {
    ...frame,
    band: bandPath(along('p90'), along('p10')),
    median: linePath(along('p50')),
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
