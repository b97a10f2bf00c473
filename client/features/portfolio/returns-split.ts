import { cents, decimalToCents, formatCentsAsShortUsd, type Cents } from '@common/money';
import type { Investment } from '@common/schemas/investments';
import { formatCentsAsSignedShortUsd } from './format';

export interface ReturnsSplit {
  /** The sum of `returns`: the Total Returns card's figure. */
  totalCents: Cents;
  /** The payouts the holdings have received (already in the cash balance). */
  payoutsCents: Cents;
  /** The rest: what the holdings' value has gained or lost against what was paid. */
  changeCents: Cents;
}

/**
 * Total returns told apart (decisions.md, Payouts and returns): returns = payouts received +
 * (current value - amount), so the change in value is the total less the payouts.
 */
export function returnsSplit(holdings: ReadonlyArray<Pick<Investment, 'returns' | 'payoutsReceived'>>): ReturnsSplit {
  let totalCents = 0;
  let payoutsCents = 0;
  for (const holding of holdings) {
    totalCents += decimalToCents(holding.returns);
    payoutsCents += decimalToCents(holding.payoutsReceived);
  }
  return { totalCents: cents(totalCents), payoutsCents: cents(payoutsCents), changeCents: cents(totalCents - payoutsCents) };
}

/** ["Payouts received $12.50", "Change in value -$3"]: the two halves of the line under Total Returns. */
export function returnsSplitParts(split: ReturnsSplit): [string, string] {
  return [
    `Payouts received ${formatCentsAsShortUsd(split.payoutsCents)}`,
    `Change in value ${formatCentsAsSignedShortUsd(split.changeCents)}`,
  ];
}
