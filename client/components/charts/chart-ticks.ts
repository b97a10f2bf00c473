/**
 * Axis ticks for the chart frame, as pure functions: round money steps for the y axis,
 * calendar dates for the x axis, and thinning so that no two labels overlap.
 */

import { formatShortDay } from '@/lib/dates';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a calendar date ("2027-04-01"), read as written (UTC). */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** The calendar date ("2027-04-01") of a day number. */
export function dayToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export interface NiceTicks {
  /** Ascending, evenly `step` apart, the first at or below the data and the last at or above it. */
  ticks: number[];
  step: number;
}

const MANTISSAS = [1, 2, 2.5, 5] as const;

/** 1, 2, 2.5, 5 × 10^k, ascending, from the power of ten at or below `from`. */
function* niceSteps(from: number): Generator<number> {
  for (let power = 10 ** Math.floor(Math.log10(from)); ; power *= 10) {
    for (const mantissa of MANTISSAS) yield mantissa * power;
  }
}

/**
 * Whether a money axis should reach down (or up) to zero: when the data already cross it, when
 * they are flat, or when zero is no farther from the data than their own spread (the smaller
 * end at most half the larger), so a portfolio that doubled looks like it doubled. A narrow
 * band far from zero ($500 to $540) keeps its own scale, or its changes would be invisible.
 */
export function zeroIsSensible(low: number, high: number): boolean {
  if (low <= 0 && high >= 0) return true;
  if (low === high) return true;
  return low > 0 ? low <= high / 2 : high >= low / 2;
}

/**
 * Round-number ticks covering [low, high]: steps of 1, 2, 2.5 or 5 × 10^k, never finer than
 * `minStep` (cents: $1 by default), at most `maxCount` ticks (at least 2), zero included when
 * `zeroIsSensible`. The smallest step that fits wins, so the axis uses the room it has.
 */
export function niceTicks(low: number, high: number, maxCount: number, minStep = 100): NiceTicks {
  let lo = Math.min(low, high);
  let hi = Math.max(low, high);
  if (zeroIsSensible(lo, hi)) {
    lo = Math.min(lo, 0);
    hi = Math.max(hi, 0);
  }
  if (hi === lo) hi = lo + minStep;
  const count = Math.max(2, Math.floor(maxCount));
  const rough = (hi - lo) / (count - 1);
  for (const step of niceSteps(minStep)) {
    if (step < minStep || step < rough) continue;
    const first = Math.floor(lo / step);
    const last = Math.ceil(hi / step);
    if (last - first + 1 > count) continue;
    return { step, ticks: Array.from({ length: last - first + 1 }, (_, index) => (first + index) * step) };
  }
  throw new Error('unreachable: the steps grow without bound');
}

interface DateInterval {
  kind: 'day' | 'month';
  /** Days (for 'day') or months (for 'month') between ticks. */
  every: number;
}

/** From finest to coarsest; weeks start on Mondays, months on the 1st, years on January 1st. */
const DATE_INTERVALS: readonly DateInterval[] = [
  { kind: 'day', every: 1 },
  { kind: 'day', every: 2 },
  { kind: 'day', every: 7 },
  { kind: 'day', every: 14 },
  { kind: 'month', every: 1 },
  { kind: 'month', every: 2 },
  { kind: 'month', every: 3 },
  { kind: 'month', every: 6 },
  { kind: 'month', every: 12 },
  { kind: 'month', every: 24 },
  { kind: 'month', every: 60 },
  { kind: 'month', every: 120 },
];

/** Day 0 (1970-01-01) was a Thursday; day 4 a Monday. */
const FIRST_MONDAY = 4;

function ticksEvery(interval: DateInterval, start: number, end: number): number[] {
  const days: number[] = [];
  if (interval.kind === 'day') {
    const offset = interval.every >= 7 ? FIRST_MONDAY : 0;
    const first = start + ((((offset - start) % interval.every) + interval.every) % interval.every);
    for (let day = first; day <= end; day += interval.every) days.push(day);
    return days;
  }
  const from = new Date(start * DAY_MS);
  let month = Math.ceil((from.getUTCFullYear() * 12 + from.getUTCMonth()) / interval.every) * interval.every;
  for (; ; month += interval.every) {
    const day = Math.round(Date.UTC(Math.floor(month / 12), month % 12, 1) / DAY_MS);
    if (day > end) return days;
    if (day >= start) days.push(day);
  }
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

function dateLabel(day: number, interval: DateInterval): string {
  const date = new Date(day * DAY_MS);
  if (interval.kind === 'day') return formatShortDay(dayToDate(day));
  // Month ticks name the month, and the year at each January (and for yearly ticks).
  if (interval.every >= 12 || date.getUTCMonth() === 0) return String(date.getUTCFullYear());
  return monthName.format(date);
}

export interface DateTick {
  day: number;
  label: string;
}

/**
 * Calendar ticks between two day numbers (inclusive): the finest of days, weeks, months or
 * years that gives at most `maxCount` ticks and at least one; the start day alone when none fits.
 */
export function dateTicks(start: number, end: number, maxCount: number): DateTick[] {
  const count = Math.max(1, Math.floor(maxCount));
  for (const interval of DATE_INTERVALS) {
    const days = ticksEvery(interval, start, end);
    if (days.length >= 1 && days.length <= count) return days.map((day) => ({ day, label: dateLabel(day, interval) }));
  }
  return [{ day: start, label: formatShortDay(dayToDate(start)) }];
}

/**
 * Keeps, from left to right, each label that starts at least `gap` pixels after the last one
 * kept ends. A label is centred on its tick (`x`, in pixels from the plot's left edge) but
 * shifted to stay inside [0, plotWidth]; `left` is where it then starts.
 */
export function thinLabels<T extends { x: number; width: number }>(
  labels: readonly T[],
  plotWidth: number,
  gap: number,
): Array<T & { left: number }> {
  const kept: Array<T & { left: number }> = [];
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const label of [...labels].sort((a, b) => a.x - b.x)) {
    const left = Math.min(Math.max(label.x - label.width / 2, 0), Math.max(plotWidth - label.width, 0));
    if (left < lastEnd + gap) continue;
    kept.push({ ...label, left });
    lastEnd = left + label.width;
  }
  return kept;
}

/** A generous estimate of a 12 px label's width, for spacing ticks before anything is drawn. */
export function labelWidth(text: string, charWidth = 7): number {
  return Math.ceil(text.length * charWidth);
}

/** A date tick placed on the x axis: its centre `x` and its label's `left` edge, in pixels across the chart. */
export interface PlacedDateTick extends DateTick {
  x: number;
  left: number;
  width: number;
}

/** The least room between two date labels, and the widest one ("Sep 30"), for counting how many fit. */
const DATE_LABEL_GAP = 12;
const TYPICAL_DATE_LABEL = labelWidth('Sep 30');
const MAX_DATE_TICKS = 8;

/**
 * Calendar ticks for days `startDay`..`endDay` drawn by `x` over the plot from `left` to
 * `right`: as many as the width holds, their labels thinned so none overlap.
 */
export function placedDateTicks(
  startDay: number,
  endDay: number,
  x: (day: number) => number,
  left: number,
  right: number,
): PlacedDateTick[] {
  const plotWidth = right - left;
  const maxTicks = Math.min(MAX_DATE_TICKS, Math.max(1, Math.floor((plotWidth + DATE_LABEL_GAP) / (TYPICAL_DATE_LABEL + DATE_LABEL_GAP))));
  const candidates = dateTicks(startDay, endDay, maxTicks).map((tick) => ({
    ...tick,
    x: x(tick.day) - left,
    width: labelWidth(tick.label),
  }));
  return thinLabels(candidates, plotWidth, DATE_LABEL_GAP).map((tick) => ({ ...tick, x: tick.x + left, left: tick.left + left }));
}
