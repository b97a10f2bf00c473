/**
 * The fan chart's layout (pure, so it is tested without a browser): the quarterly payouts'
 * P10-P90 band as an area, the P50 and the plan as lines, on the charts' shared frame, with a
 * tick at each year's first quarter (each quarter when there are few) whose labels never overlap.
 */
import { cents, decimalToCents, formatCentsAsCompactUsd } from '@common/money';
import type { Outlook } from '@common/rules/outlook';
import { chartFrame, NARROW_WIDTH, type ChartFrameLayout, type XTick, type XTicks } from '@/components/charts/frame-layout';
import { labelWidth } from '@/components/charts/chart-ticks';
import { readableQuarter } from './outlook-text';

export interface FanLayout extends ChartFrameLayout {
  /** The P10-P90 band: along the P90 then back along the P10. */
  band: string;
  median: string;
  plan: string;
}

export const fanChartHeight = (width: number): number => (width < NARROW_WIDTH ? 220 : 260);

const LABEL_GAP = 12;

/** Ticks at the quarters with a label (null: no tick), thinned from the left so that no two labels overlap. */
function quarterTicks(labels: ReadonlyArray<string | null>): XTicks {
  return (_start, _end, x, left, right) => {
    const ticks: XTick[] = [];
    let freeFrom = Number.NEGATIVE_INFINITY;
    labels.forEach((label, index) => {
      if (label === null) return;
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

const point = (x: number, y: number) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`;
const line = (points: ReadonlyArray<readonly [number, number]>) =>
  points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'} ${point(x, y)}`).join(' ');

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
  const few = quarters.length <= 6;
  const labels = quarters.map((quarter) => {
    const readable = readableQuarter(quarter.label);
    if (few) return readable;
    return quarter.label.endsWith('Q1') ? readable.slice(3) : null;
  });
  const frame = chartFrame({
    width,
    height: fanChartHeight(width),
    margin: { top: 12, right: 16, bottom: 28 },
    y: { low: 0, high, maxTicks: width < NARROW_WIDTH ? 4 : 6, format: (value) => formatCentsAsCompactUsd(cents(value)) },
    x: { start: 0, end: Math.max(1, quarters.length - 1), ticks: quarterTicks(labels) },
  });
  const along = (key: 'p10' | 'p50' | 'p90' | 'plan') => quarters.map((quarter, index) => [frame.x(index), frame.y(quarter[key])] as const);
  const upper = along('p90');
  const lower = along('p10').reverse();
  return {
    ...frame,
    band: `${line([...upper, ...lower])} Z`,
    median: line(along('p50')),
    plan: line(along('plan')),
  };
}
