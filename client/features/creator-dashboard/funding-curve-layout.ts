/**
 * The funding curve's drawing, in pixels, for a measured width: on the shared frame (round
 * money ticks, calendar ticks), what the project had raised over time as a step line (it
 * changes only at investments, cancellations and refunds) under a dashed line at the goal.
 * Pure, so it is tested without a browser.
 */

import { cents, decimalToCents, formatCentsAsCompactUsd, formatCentsAsUsd } from '@common/money';
import { campaignClosesAt } from '@common/rules/campaigns';
import { formatProgress } from '@common/rules/progress';
import type { CreatorDashboard } from '@common/schemas/creator-dashboard';
import { stepAreaPath, stepPath } from '@/components/charts/chart-paths';
import { chartFrame, NARROW_WIDTH, type ChartFrameLayout } from '@/components/charts/frame-layout';
import { formatDayUtc } from '@/lib/dates';

const DAY_MS = 24 * 60 * 60 * 1000;
const MARGIN = { top: 12, right: 12, bottom: 28 };
const MAX_Y_TICKS = 5;

export type FundingCurveData = Pick<CreatorDashboard, 'curve' | 'fundingGoal' | 'status' | 'startDate' | 'endDate' | 'closedAt'>;

export interface FundingCurveLayout extends ChartFrameLayout {
  raisedPath: string;
  raisedArea: string;
  goalY: number;
}

export function curveHeight(width: number): number {
  return width < NARROW_WIDTH ? 220 : 260;
}

/**
 * When the curve ends: the campaign's close once it has closed (a two-week raise read a year
 * later is those two weeks, not a line at the edge), else the sandbox's `now`.
 */
function curveEnd({ status, closedAt, endDate }: FundingCurveData, now: Date): Date {
  if (status === 'active') return now;
  return closedAt ? new Date(closedAt) : campaignClosesAt(endDate);
}

/**
 * The layout at `width` pixels; null without points. The axis spans the campaign: from its start
 * date (or its first point, if earlier) to its close, or to `now` (sandbox clock) while it is open.
 */
export function fundingCurveLayout(data: FundingCurveData, width: number, now: Date): FundingCurveLayout | null {
  const { curve, fundingGoal } = data;
  if (curve.length === 0) return null;
  const goalCents = decimalToCents(fundingGoal);
  const raised = curve.map((point) => decimalToCents(point.raised));
  const times = curve.map((point) => Date.parse(point.at) / DAY_MS);
  const end = curveEnd(data, now).getTime() / DAY_MS;
  const startDate = Date.parse(`${data.startDate}T00:00:00Z`) / DAY_MS;
  const startDay = Math.floor(Math.min(Number.isNaN(startDate) ? Infinity : startDate, times[0] ?? 0));
  const endDay = Math.max(Math.ceil(end), Math.ceil(times.at(-1) ?? startDay), startDay + 1);
  const frame = chartFrame({
    width,
    height: curveHeight(width),
    margin: MARGIN,
    y: { low: 0, high: Math.max(goalCents, ...raised), maxTicks: MAX_Y_TICKS, format: (tick) => formatCentsAsCompactUsd(cents(tick)) },
    x: { start: startDay, end: endDay },
  });
  const { plot, x, y } = frame;

  const line = times.map((time, index) => ({ x: x(time), y: y(raised[index] ?? 0) }));
  const endX = Math.min(plot.right, x(end));
  return {
    ...frame,
    raisedPath: stepPath(line, endX),
    raisedArea: stepAreaPath(line, plot.bottom, endX),
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
