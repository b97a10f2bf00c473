/**
 * What the quarterly band charts share (the project page's fan of payouts, a holding's band on
 * the dashboard), as pure functions: the quarters' names and x ticks, and the straight lines and
 * the P10-P90 band drawn through the quarters' points.
 */
import { quarterName } from '@common/rules/quarters';
import { labelWidth } from './chart-ticks';
import type { XTick, XTicks } from './frame-layout';

const LABEL_GAP = 12;

/**
 * Ticks at the quarters (x = their index): at each year's first quarter labelled with the year,
 * or at every quarter by its name when there are few, thinned from the left so that no two
 * labels overlap.
 */
export function quarterTicks(quarters: readonly string[]): XTicks {
  const few = quarters.length <= 6;
  return (_start, _end, x, left, right) => {
    const ticks: XTick[] = [];
    let freeFrom = Number.NEGATIVE_INFINITY;
    quarters.forEach((quarter, index) => {
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

export type Point = readonly [number, number];

const round = (value: number) => Math.round(value * 10) / 10;

/** SVG path data of straight lines through the points. */
export const linePath = (points: readonly Point[]): string =>
  points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'} ${round(x)} ${round(y)}`).join(' ');

/** The band between two lines over the same quarters: along the upper one, then back along the lower one. */
export const bandPath = (upper: readonly Point[], lower: readonly Point[]): string => `${linePath([...upper, ...[...lower].reverse()])} Z`;
