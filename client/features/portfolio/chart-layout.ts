/**
 * Everything the value chart draws, in pixels, for a measured width: the plot box, round y
 * ticks, calendar x ticks that do not overlap, both step lines and the payout markers. Pure,
 * so the layout at a phone's width is tested without a browser.
 */

import { cents, formatCentsAsCompactUsd, formatCentsAsUsd } from '@common/money';
import { formatDate } from '@/lib/dates';
import { linearScale, stepAreaPath, stepPath } from '@/lib/chart-paths';
import { dayNumber, labelWidth, niceTicks, placedDateTicks } from '@/lib/chart-ticks';
import { payoutMarkers, type ChartPayout, type ChartPoint, type PayoutMarker } from './chart-geometry';

/** Below this width the chart is a phone's: shorter, with fewer ticks. */
export const NARROW_WIDTH = 480;
const MARGIN = { top: 10, right: 10, bottom: 28 };
/** Room between a y label and the plot. */
const Y_LABEL_GAP = 8;
/** Rows of y ticks at least this far apart, and at most this many, however tall. */
const Y_TICK_SPACING = 44;
const MAX_Y_TICKS = 6;

export interface PlacedPoint extends ChartPoint {
  x: number;
  valueY: number;
  investedY: number;
}

export interface PlacedMarker extends PayoutMarker {
  x: number;
  y: number;
  /** "Payout $12.34 on Apr 1, 2027": the marker's accessible name and tooltip. */
  label: string;
}

export interface ChartLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  yTicks: Array<{ value: number; y: number; label: string }>;
  /** `x` is the tick's position, `left` where its label starts (kept inside the plot). */
  xTicks: Array<{ day: number; x: number; left: number; width: number; label: string }>;
  points: PlacedPoint[];
  valuePath: string;
  valueArea: string;
  investedPath: string;
  markers: PlacedMarker[];
  /** The day under a horizontal position (pixels from the chart's left edge), for pointer tracking. */
  dayAt: (x: number) => number;
}

export function chartHeight(width: number): number {
  return width < NARROW_WIDTH ? 240 : 288;
}

/** The layout of `points` (ascending dates, one per day, at least one) at `width` pixels. */
export function valueChartLayout(points: readonly ChartPoint[], payouts: readonly ChartPayout[], width: number): ChartLayout {
  const height = chartHeight(width);
  const top = MARGIN.top;
  const bottom = height - MARGIN.bottom;

  const money = points.flatMap((point) => [point.valueCents, point.investedCents]);
  const maxYTicks = Math.min(MAX_Y_TICKS, Math.max(3, Math.floor((bottom - top) / Y_TICK_SPACING) + 1));
  const { ticks } = niceTicks(Math.min(...money), Math.max(...money), maxYTicks);
  const yLabels = ticks.map((tick) => formatCentsAsCompactUsd(cents(tick)));
  const left = Math.max(...yLabels.map((label) => labelWidth(label))) + Y_LABEL_GAP;
  const right = Math.max(width - MARGIN.right, left + 1);
  const plotWidth = right - left;
  const y = linearScale(ticks[0] ?? 0, ticks.at(-1) ?? 1, bottom, top);

  const markers = payoutMarkers(payouts, points);
  const startDay = dayNumber(points[0]?.date ?? '1970-01-01');
  const endDay = Math.max(dayNumber(points.at(-1)?.date ?? '1970-01-01'), markers.at(-1)?.day ?? startDay);
  const x = linearScale(startDay, endDay, left, right);
  const endX = right;

  const xTicks = placedDateTicks(startDay, endDay, x, left, right);

  const placed = points.map((point) => ({
    ...point,
    x: x(dayNumber(point.date)),
    valueY: y(point.valueCents),
    investedY: y(point.investedCents),
  }));
  const valueLine = placed.map((point) => ({ x: point.x, y: point.valueY }));
  const investedLine = placed.map((point) => ({ x: point.x, y: point.investedY }));

  return {
    width,
    height,
    plot: { left, top, right, bottom },
    yTicks: ticks.map((value, index) => ({ value, y: y(value), label: yLabels[index] ?? '' })),
    xTicks,
    points: placed,
    valuePath: stepPath(valueLine, endX),
    valueArea: stepAreaPath(valueLine, bottom, endX),
    investedPath: stepPath(investedLine, endX),
    markers: markers.map((marker) => ({
      ...marker,
      x: x(marker.day),
      y: y(marker.valueCents),
      label: `Payout ${formatCentsAsUsd(marker.amountCents)} on ${formatDate(marker.date)}`,
    })),
    dayAt: (at) => (plotWidth > 0 ? startDay + ((at - left) / plotWidth) * (endDay - startDay) : startDay),
  };
}
