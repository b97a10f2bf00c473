/** The value chart in words: the readout of one point, and a summary for screen readers. */

import { formatCentsAsShortUsd, sumCents } from '@common/money';
import { formatDate } from '@/lib/dates';
import type { ChartPoint, PayoutMarker } from './chart-geometry';

/** "Apr 1, 2027: value $540, invested $500", and the day's payout when there was one. */
export function pointReadout(point: ChartPoint, payout?: PayoutMarker): string {
  const payoutText = payout ? `, payout ${formatCentsAsShortUsd(payout.amountCents)}` : '';
  return `${formatDate(point.date)}: value ${formatCentsAsShortUsd(point.valueCents)}, invested ${formatCentsAsShortUsd(point.investedCents)}${payoutText}`;
}

function payoutsText(markers: readonly PayoutMarker[]): string {
  const total = formatCentsAsShortUsd(sumCents(markers.map((marker) => marker.amountCents)));
  if (markers.length === 0) return 'No payouts in this period.';
  if (markers.length === 1) return `1 payout of ${total}.`;
  return `${markers.length} payouts totalling ${total}.`;
}

/**
 * What the chart shows, in one or two sentences: the value and the amount invested at the
 * first and last points, then the payouts. `points` ascend by date.
 */
export function chartSummary(points: readonly ChartPoint[], markers: readonly PayoutMarker[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'No portfolio history yet.';
  const money = formatCentsAsShortUsd;
  const span =
    first === last
      ? `On ${formatDate(first.date)}, value ${money(first.valueCents)}, invested ${money(first.investedCents)}.`
      : `From ${formatDate(first.date)} to ${formatDate(last.date)}, value went from ${money(first.valueCents)} to ${money(last.valueCents)}; ` +
        `invested went from ${money(first.investedCents)} to ${money(last.investedCents)}.`;
  return `${span} ${payoutsText(markers)}`;
}
