import type { LedgerEntry } from '@common/schemas/ledger';

/** What each kind of ledger line means to the account holder. */
export const entryLabels: Record<LedgerEntry['code'], string> = {
  opening_balance: 'Opening balance',
  deposit: 'Funds added',
  investment_hold: 'Investment held in escrow',
  cancel_refund: 'Investment cancelled: full refund',
  failure_refund: 'Campaign failed: full refund',
  release_to_creator: 'Released to the creator',
  platform_fee: 'Platform fee',
  sale: 'Investment sold',
  revenue: 'Project revenue',
  payout: 'Quarterly payout',
  reset: 'Sandbox reset',
};
