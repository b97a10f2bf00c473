/**
 * The frame every chart shares, in pixels, for a measured width: the plot box, the scales
 * from data to pixels, round y ticks with their labels (the plot starts right of the widest)
 * and x ticks placed so their labels never overlap. Each chart lays out its own marks with the
 * frame's `x` and `y`. Pure, so a layout is tested without a browser.
 */

import { linearScale } from './chart-paths';
import { labelWidth, niceTicks, placedDateTicks } from './chart-ticks';

/** Below this width a chart is a phone's: shorter, with fewer ticks. */
export const NARROW_WIDTH = 480;
/** Room between a y label and the plot. */
const Y_LABEL_GAP = 8;

export interface Plot {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface YTick {
  value: number;
  y: number;
  label: string;
}

/** An x tick: `x` is its position, `left` where its label starts (kept inside the plot), `value` what it marks. */
export interface XTick {
  value: number;
  x: number;
  left: number;
  width: number;
  label: string;
}

/** Places x ticks for the domain `start`..`end`, drawn by `x` over the plot from `left` to `right`. */
export type XTicks = (start: number, end: number, x: (value: number) => number, left: number, right: number) => XTick[];

/** Calendar ticks for an x axis of day numbers (days since 1970-01-01, fractions allowed). */
export const dayTicks: XTicks = (start, end, x, left, right) =>
  placedDateTicks(start, end, x, left, right).map(({ day, ...tick }) => ({ ...tick, value: day }));

export interface FrameOptions {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number };
  /** The y axis: the data's range (the ticks cover it, from 0 when that is sensible), at most `maxTicks` rows. */
  y: { low: number; high: number; maxTicks: number; format: (value: number) => string; minStep?: number };
  /** The x axis: its domain, and how its ticks are placed (calendar days unless told). */
  x: { start: number; end: number; ticks?: XTicks };
}

export interface ChartFrameLayout {
  width: number;
  height: number;
  plot: Plot;
  yTicks: YTick[];
  xTicks: XTick[];
  /** Data to pixels, across the chart from its left edge. */
  x: (value: number) => number;
  /** Data to pixels, down the chart from its top edge. */
  y: (value: number) => number;
}

export function chartFrame({ width, height, margin, y: yAxis, x: xAxis }: FrameOptions): ChartFrameLayout {
  const top = margin.top;
  const bottom = height - margin.bottom;
  const { ticks } = niceTicks(yAxis.low, yAxis.high, yAxis.maxTicks, yAxis.minStep);
  const yLabels = ticks.map((tick) => yAxis.format(tick));
  const left = Math.max(...yLabels.map((label) => labelWidth(label))) + Y_LABEL_GAP;
  const right = Math.max(width - margin.right, left + 1);
  const y = linearScale(ticks[0] ?? 0, ticks.at(-1) ?? 1, bottom, top);
  const x = linearScale(xAxis.start, xAxis.end, left, right);
  return {
    width,
    height,
    plot: { left, top, right, bottom },
    yTicks: ticks.map((value, index) => ({ value, y: y(value), label: yLabels[index] ?? '' })),
    xTicks: (xAxis.ticks ?? dayTicks)(xAxis.start, xAxis.end, x, left, right),
    x,
    y,
  };
}
