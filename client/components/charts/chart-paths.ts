/**
 * Pure drawing helpers for the charts: the linear scale the frame places ticks with, and the
 * step-after lines and areas (SVG path syntax) that the value chart and the funding curve draw.
 */

/** Maps [d0, d1] onto [r0, r1]; an empty domain maps everything to r0. */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

export interface XY {
  x: number;
  y: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * SVG path data of a step-after line: from each point, horizontal to the next point's x, then
 * vertical to its y (only where the value changes), and on to `endX` when it lies further right.
 */
export function stepPath(points: readonly XY[], endX?: number): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const parts = [`M ${round(first.x)} ${round(first.y)}`];
  let x = first.x;
  let y = first.y;
  for (const point of rest) {
    if (point.y === y) continue;
    parts.push(`H ${round(point.x)} V ${round(point.y)}`);
    x = point.x;
    y = point.y;
  }
  const lastX = Math.max(endX ?? Number.NEGATIVE_INFINITY, rest.at(-1)?.x ?? first.x);
  if (lastX > x) parts.push(`H ${round(lastX)}`);
  return parts.join(' ');
}

/** The step line closed down to `baselineY`, for the filled area under it. */
export function stepAreaPath(points: readonly XY[], baselineY: number, endX?: number): string {
  const first = points[0];
  if (!first) return '';
  return `${stepPath(points, endX)} V ${round(baselineY)} H ${round(first.x)} Z`;
}
