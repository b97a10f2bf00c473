import { quarterOf } from '@common/schemas/payouts';
import type { LedgerEntry } from '@common/schemas/ledger';

/** What each kind of ledger line means to the account holder. */
export const entryLabels: Record<LedgerEntry['code'], string> = {
  opening_balance: 'Opening balance',
  deposit: 'Funds added',
  investment_hold: 'Investment held in escrow',
  cancel_refund: 'Investment cancelled: full refund',
  failure_refund: 'Campaign failed: full refund',
  release_to_creator: 'Campaign funded',
  platform_fee: 'Platform fee',
  sale: 'Investment sold',
  revenue: 'Revenue share',
  payout: 'Quarterly payout',
  reset: 'Sandbox reset',
  withdrawal: 'Funds withdrawn',
  proceeds_to_cash: 'Campaign proceeds moved to your balance',
  order_hold: 'Buy order placed: cash reserved',
  order_release: 'Buy order closed: reservation returned',
  trade: 'Market trade',
};

/**
 * A trade pays its seller and, when it traded below the buyer's limit, gives the buyer back what
 * their order held beyond the price: the buyer's line is no sale.
 */
const tradeTitles: Record<NonNullable<LedgerEntry['tradeSide']>, string> = {
  sell: 'Market trade: shares sold',
  buy: 'Buy order traded below your limit: the difference returned',
};

/**
 * A line's title in the creator's words where it is their money: "Campaign funded: {title}" and
 * "Revenue share {quarter}: {title}". Revenue is posted at its quarter's end, so the quarter is
 * the one that ends at the line's moment.
 */
export function entryTitle(entry: Pick<LedgerEntry, 'code' | 'at' | 'projectTitle' | 'tradeSide'>): string {
  if (entry.code === 'trade') return tradeTitles[entry.tradeSide ?? 'sell'];
  const label = entryLabels[entry.code];
  if (entry.projectTitle === null) return label;
  if (entry.code === 'release_to_creator') return `${label}: ${entry.projectTitle}`;
  if (entry.code === 'revenue') return `${label} ${quarterOf(new Date(Date.parse(entry.at) - 1))}: ${entry.projectTitle}`;
  return label;
}
