/**
 * Everything the value chart draws, in pixels, for a measured width: the shared frame (plot
 * box, round y ticks, calendar x ticks that do not overlap), both step lines and the payout
 * markers. Pure, so the layout at a phone's width is tested without a browser.
 */

import { cents, formatCentsAsCompactUsd, formatCentsAsUsd } from '@common/money';
import { formatDate } from '@/lib/dates';
import { stepAreaPath, stepPath } from '@/components/charts/chart-paths';
import { dayNumber } from '@/components/charts/chart-ticks';
import { chartFrame, NARROW_WIDTH, type ChartFrameLayout } from '@/components/charts/frame-layout';
import { payoutMarkers, type ChartPayout, type ChartPoint, type PayoutMarker } from './chart-geometry';

const MARGIN = { top: 10, right: 10, bottom: 28 };
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

export interface ChartLayout extends ChartFrameLayout {
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
  const money = points.flatMap((point) => [point.valueCents, point.investedCents]);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const maxTicks = Math.min(MAX_Y_TICKS, Math.max(3, Math.floor(plotHeight / Y_TICK_SPACING) + 1));
  const markers = payoutMarkers(payouts, points);
  const startDay = dayNumber(points[0]?.date ?? '1970-01-01');
  const endDay = Math.max(dayNumber(points.at(-1)?.date ?? '1970-01-01'), markers.at(-1)?.day ?? startDay);
  const frame = chartFrame({
    width,
    height,
    margin: MARGIN,
    y: { low: Math.min(...money), high: Math.max(...money), maxTicks, format: (tick) => formatCentsAsCompactUsd(cents(tick)) },
    x: { start: startDay, end: endDay },
  });
  const { plot, x, y } = frame;

  const placed = points.map((point) => ({
    ...point,
    x: x(dayNumber(point.date)),
    valueY: y(point.valueCents),
    investedY: y(point.investedCents),
  }));
  const valueLine = placed.map((point) => ({ x: point.x, y: point.valueY }));
  const investedLine = placed.map((point) => ({ x: point.x, y: point.investedY }));
  const plotWidth = plot.right - plot.left;

  return {
    ...frame,
    points: placed,
    valuePath: stepPath(valueLine, plot.right),
    valueArea: stepAreaPath(valueLine, plot.bottom, plot.right),
    investedPath: stepPath(investedLine, plot.right),
    markers: markers.map((marker) => ({
      ...marker,
      x: x(marker.day),
      y: y(marker.valueCents),
      label: `Payout ${formatCentsAsUsd(marker.amountCents)} on ${formatDate(marker.date)}`,
    })),
    dayAt: (at) => (plotWidth > 0 ? startDay + ((at - plot.left) / plotWidth) * (endDay - startDay) : startDay),
  };
}
