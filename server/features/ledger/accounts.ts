import type { accountKinds } from '../../db/schema';

export type AccountKind = (typeof accountKinds)[number];

/** A ledger account: whose money, in which role. The platform's own accounts have id 0. */
export interface Account {
  kind: AccountKind;
  id: number;
}

export const userCash = (userId: number): Account => ({ kind: 'user_cash', id: userId });
export const projectEscrow = (projectId: number): Account => ({ kind: 'project_escrow', id: projectId });
export const creatorProceeds = (creatorId: number): Account => ({ kind: 'creator_proceeds', id: creatorId });
/** A project's investors' 25% of its revenue, between booking and the quarter's payout (empty after each payout). */
export const investorPool = (projectId: number): Account => ({ kind: 'investor_pool', id: projectId });
/** A project's buy orders' cash while they are open: always the sum of their reservations. */
export const marketHolding = (projectId: number): Account => ({ kind: 'market_holding', id: projectId });
export const PLATFORM_FEES: Account = { kind: 'platform_fees', id: 0 };
/** Where deposits, demo backers' money and simulated revenue come from: the sandbox itself. */
export const SANDBOX: Account = { kind: 'sandbox', id: 0 };

/**
 * The accounts whose balance is cached on their owner's row, for cheap reads and for a check
 * constraint that keeps them non-negative. The platform's accounts are summed from postings,
 * so a deposit never waits on one hot row.
 */
export const cachedBalanceColumns = {
  user_cash: { table: 'users', column: 'balance_cents' },
  project_escrow: { table: 'projects', column: 'escrow_cents' },
  creator_proceeds: { table: 'creators', column: 'proceeds_cents' },
} as const satisfies Partial<Record<AccountKind, { table: string; column: string }>>;
