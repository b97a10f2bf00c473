/**
 * The funding curve's drawing, in pixels, for a measured width: what the project had raised
 * over time as a step line (it changes only at investments, cancellations and refunds) under
 * a dashed line at the goal, with round money ticks and calendar ticks. Pure, so it is tested
 * without a browser.
 */

import { cents, decimalToCents, formatCentsAsCompactUsd, formatCentsAsUsd } from '@common/money';
import { formatProgress } from '@common/rules/progress';
import type { CreatorDashboard } from '@common/schemas/creator-dashboard';
import { linearScale, stepAreaPath, stepPath } from '@/lib/chart-paths';
import { labelWidth, niceTicks, placedDateTicks } from '@/lib/chart-ticks';
import { formatDayUtc } from '@/lib/dates';

const DAY_MS = 24 * 60 * 60 * 1000;
const MARGIN = { top: 12, right: 12, bottom: 28 };
const Y_LABEL_GAP = 8;
const MAX_Y_TICKS = 5;

export type FundingCurveData = Pick<CreatorDashboard, 'curve' | 'fundingGoal'>;

export interface FundingCurveLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  yTicks: Array<{ value: number; y: number; label: string }>;
  xTicks: Array<{ day: number; x: number; left: number; width: number; label: string }>;
  raisedPath: string;
  raisedArea: string;
  goalY: number;
}

export function curveHeight(width: number): number {
  return width < 480 ? 220 : 260;
}

/** The layout at `width` pixels, the curve running on to `now` (sandbox clock); null without points. */
export function fundingCurveLayout({ curve, fundingGoal }: FundingCurveData, width: number, now: Date): FundingCurveLayout | null {
  const first = curve[0];
  if (!first) return null;
  const height = curveHeight(width);
  const top = MARGIN.top;
  const bottom = height - MARGIN.bottom;
  const goalCents = decimalToCents(fundingGoal);
  const raised = curve.map((point) => decimalToCents(point.raised));

  const { ticks } = niceTicks(0, Math.max(goalCents, ...raised), MAX_Y_TICKS);
  const yLabels = ticks.map((tick) => formatCentsAsCompactUsd(cents(tick)));
  const left = Math.max(...yLabels.map((label) => labelWidth(label))) + Y_LABEL_GAP;
  const right = Math.max(width - MARGIN.right, left + 1);
  const y = linearScale(ticks[0] ?? 0, ticks.at(-1) ?? 1, bottom, top);

  const times = curve.map((point) => Date.parse(point.at) / DAY_MS);
  const startDay = Math.floor(times[0] ?? 0);
  const endDay = Math.max(Math.ceil(now.getTime() / DAY_MS), Math.ceil(times.at(-1) ?? startDay), startDay + 1);
  const x = linearScale(startDay, endDay, left, right);

  const xTicks = placedDateTicks(startDay, endDay, x, left, right);

  const line = times.map((time, index) => ({ x: x(time), y: y(raised[index] ?? 0) }));
  const endX = Math.min(right, x(now.getTime() / DAY_MS));
  return {
    width,
    height,
    plot: { left, top, right, bottom },
    yTicks: ticks.map((value, index) => ({ value, y: y(value), label: yLabels[index] ?? '' })),
    xTicks,
    raisedPath: stepPath(line, endX),
    raisedArea: stepAreaPath(line, bottom, endX),
    goalY: y(goalCents),
  };
}

/** The curve in words, for screen readers and as the chart's caption. */
export function fundingCurveSummary({ curve, fundingGoal }: FundingCurveData): string {
  const first = curve[0];
  const last = curve.at(-1);
  const goalCents = decimalToCents(fundingGoal);
  if (!first || !last) return `Nothing raised yet toward the ${formatCentsAsUsd(goalCents)} goal.`;
  const raisedCents = decimalToCents(last.raised);
  const percent = goalCents > 0 ? (raisedCents / goalCents) * 100 : 0;
  const peakCents = Math.max(...curve.map((point) => decimalToCents(point.raised)));
  const changes = curve.length - 1;
  return (
    `Raised ${formatCentsAsUsd(raisedCents)} of the ${formatCentsAsUsd(goalCents)} goal (${formatProgress(percent)}), ` +
    `from ${formatCentsAsUsd(decimalToCents(first.raised))} on ${formatDayUtc(first.at)} to ${formatDayUtc(last.at)}, ` +
    `over ${changes} ${changes === 1 ? 'change' : 'changes'}; the most raised was ${formatCentsAsUsd(cents(peakCents))}.`
  );
}
