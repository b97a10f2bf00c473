/**
 * The fan chart's layout (pure, so it is tested without a browser): the quarterly payouts'
 * P10-P90 band as an area, the P50 and the plan as lines, on the charts' shared frame, with a
 * tick at each year's first quarter (each quarter when there are few) whose labels never overlap.
 */
import { cents, decimalToCents, formatCentsAsCompactUsd } from '@common/money';
import type { Outlook } from '@common/rules/outlook';
import { chartFrame, NARROW_WIDTH, type ChartFrameLayout } from '@/components/charts/frame-layout';
import { bandPath, linePath, quarterTicks } from '@/components/charts/quarter-band';

export interface FanLayout extends ChartFrameLayout {
  /** The P10-P90 band: along the P90 then back along the P10. */
  band: string;
  median: string;
  plan: string;
}

export const fanChartHeight = (width: number): number => (width < NARROW_WIDTH ? 220 : 260);

/** The fan of `outlook.quarters` (at least one) at `width` pixels. */
export function fanLayout(outlook: Outlook, width: number): FanLayout {
  const quarters = outlook.quarters.map((quarter) => ({
    label: quarter.quarter,
    p10: decimalToCents(quarter.p10),
    p50: decimalToCents(quarter.p50),
    p90: decimalToCents(quarter.p90),
    plan: decimalToCents(quarter.plan),
  }));
  const high = Math.max(0, ...quarters.flatMap((quarter) => [quarter.p90, quarter.plan]));
  const frame = chartFrame({
    width,
    height: fanChartHeight(width),
    margin: { top: 12, right: 16, bottom: 28 },
    y: { low: 0, high, maxTicks: width < NARROW_WIDTH ? 4 : 6, format: (value) => formatCentsAsCompactUsd(cents(value)) },
    x: { start: 0, end: Math.max(1, quarters.length - 1), ticks: quarterTicks(quarters.map((quarter) => quarter.label)) },
  });
  const along = (key: 'p10' | 'p50' | 'p90' | 'plan') => quarters.map((quarter, index) => [frame.x(index), frame.y(quarter[key])] as const);
  return {
    ...frame,
    band: bandPath(along('p90'), along('p10')),
    median: linePath(along('p50')),
    plan: linePath(along('plan')),
  };
}
