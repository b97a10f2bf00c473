/** Turns a series of values into SVG path data on a 100 × 100 canvas that the chart stretches to fit. */

import type { Cents } from '@common/money';

export interface ChartPoint {
  date: string;
  investedCents: Cents;
  valueCents: Cents;
}

export interface ChartScale {
  minCents: number;
  maxCents: number;
}

/** A vertical range holding both series with some air, never below zero and never flat. */
export function chartScale(points: readonly ChartPoint[]): ChartScale {
  const all = points.flatMap((point) => [point.investedCents, point.valueCents]);
  const low = Math.min(...all);
  const high = Math.max(...all);
  const pad = high > low ? (high - low) * 0.15 : Math.max(Math.abs(high) * 0.02, 100);
  return { minCents: Math.max(0, low - pad), maxCents: high + pad };
}

export function xAt(index: number, count: number): number {
  return count > 1 ? (index / (count - 1)) * 100 : 50;
}

export function yAt(cents: number, scale: ChartScale): number {
  const span = scale.maxCents - scale.minCents;
  return span > 0 ? 100 - ((cents - scale.minCents) / span) * 100 : 50;
}

export function linePath(values: readonly number[], scale: ChartScale): string {
  if (values.length === 1) return `M 0 ${yAt(values[0] ?? 0, scale)} L 100 ${yAt(values[0] ?? 0, scale)}`;
  return values.map((cents, index) => `${index === 0 ? 'M' : 'L'} ${xAt(index, values.length)} ${yAt(cents, scale)}`).join(' ');
}

/** The line closed down to the bottom edge, for the filled area under it. */
export function areaPath(values: readonly number[], scale: ChartScale): string {
  return `${linePath(values, scale)} L 100 100 L 0 100 Z`;
}
