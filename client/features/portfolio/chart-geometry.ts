/**
 * The value chart's shapes, as pure functions: holdings change value only at events, so both
 * series are step functions (step-after: a point's value holds until the next point's date).
 */

import { sumCents, type Cents } from '@common/money';
import { dayNumber } from '@/components/charts/chart-ticks';

export interface ChartPoint {
  date: string;
  investedCents: Cents;
  valueCents: Cents;
}

export interface ChartPayout {
  date: string;
  amountCents: Cents;
}

/**
 * The points in date order, keeping only the last of each date: several events on one day
 * draw one vertical step, and the day reads as where it ended.
 */
export function lastOfEachDay(points: readonly ChartPoint[]): ChartPoint[] {
  const byDate = new Map<string, ChartPoint>();
  for (const point of points) byDate.set(point.date, point);
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Under step-after, the point in effect on `day`: the last one on or before it (0 before the first). `days` ascend. */
export function pointIndexAt(days: readonly number[], day: number): number {
  let low = 0;
  let high = days.length - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((days[middle] ?? Number.POSITIVE_INFINITY) <= day) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

export interface PayoutMarker {
  date: string;
  day: number;
  amountCents: Cents;
  /** The portfolio's value on that day (the step in effect), where the marker sits on the value line. */
  valueCents: Cents;
}

/**
 * One marker per payout day (payouts of the same day summed), on the value line; a payout
 * dated before the first point has no line to sit on and is left out. `points` ascend by date.
 */
export function payoutMarkers(payouts: readonly ChartPayout[], points: readonly ChartPoint[]): PayoutMarker[] {
  const first = points[0];
  if (!first) return [];
  const days = points.map((point) => dayNumber(point.date));
  const byDate = new Map<string, Cents[]>();
  for (const payout of payouts) byDate.set(payout.date, [...(byDate.get(payout.date) ?? []), payout.amountCents]);
  return [...byDate]
    .filter(([date]) => date >= first.date)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, amounts]) => {
      const day = dayNumber(date);
      const point = points[pointIndexAt(days, day)] ?? first;
      return { date, day, amountCents: sumCents(amounts), valueCents: point.valueCents };
    });
}
