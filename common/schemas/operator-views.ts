import { z } from 'zod';
import { investmentOrigins, investmentStatuses } from '../rules/campaigns';
import { accountTypes } from './auth';
import { ledgerCodes } from './ledger';
import { orderSides } from './market';
import { notificationKinds } from './notifications';
import { portfolioSummarySchema } from './portfolio';
import { serialIdText } from './serial-id';
import { staffReason } from './staff';

/**
 * The read-only views of the operator console (decisions.md, "Staff and the operator console"):
 * Support's view of one account and Finance's view of the ledger. Money as decimal strings.
 */

const decimal = z.string();

const FIND_MESSAGE = 'Enter an email or an account id.';

/** `GET /api/operator/support/accounts?query=`: an exact email (any case) or an account id. */
export const accountSearchQuerySchema = z.strictObject({
  query: z.string({ error: FIND_MESSAGE }).trim().min(1, FIND_MESSAGE).max(254, FIND_MESSAGE),
});
export type AccountSearchQuery = z.output<typeof accountSearchQuerySchema>;

/** Who an account is, without its money: what a search lists and what heads the view. */
export const accountBriefSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  accountType: z.enum(accountTypes),
  createdAt: z.string(),
});
export type AccountBrief = z.infer<typeof accountBriefSchema>;
export const accountSearchSchema = z.object({ accounts: z.array(accountBriefSchema) });
export type AccountSearch = z.infer<typeof accountSearchSchema>;

/** `POST /api/operator/support/accounts/{id}/view`: why the account is opened, kept in the audit log. */
export const supportViewRequestSchema = z.strictObject({ reason: staffReason });
export type SupportViewPayload = z.input<typeof supportViewRequestSchema>;

/** One of the account's investments, whatever its status (the active ones are its holdings). */
export const supportInvestmentSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  origin: z.enum(investmentOrigins),
  status: z.enum(investmentStatuses),
  shares: z.number().int(),
  amount: decimal,
  createdAt: z.string(),
});

/** One open market order; `reserved` is the cash a buy order still holds. */
export const supportOrderSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  side: z.enum(orderSides),
  shares: z.number().int(),
  filledShares: z.number().int(),
  limitPrice: decimal,
  reserved: decimal,
  createdAt: z.string(),
  expiresAt: z.string(),
});

/** The 12-month investment limit as the account's own investor profile shows it, without the declared figures. */
export const supportLimitSchema = z.object({
  declared: z.boolean(),
  accredited: z.boolean(),
  /** null when accredited: no limit. */
  limit: decimal.nullable(),
  used12m: decimal,
  remaining: decimal.nullable(),
  windowStartsAt: z.string(),
});

export const supportNoticeSchema = z.object({
  kind: z.enum(notificationKinds),
  title: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

/**
 * What Support sees of an account: its balances as its portfolio summary has them, every
 * investment newest first, its open orders, its limit, its latest 20 notices, and how many
 * sign-in sessions are open (never their tokens).
 */
export const supportViewSchema = z.object({
  account: accountBriefSchema,
  balances: portfolioSummarySchema,
  investments: z.array(supportInvestmentSchema),
  openOrders: z.array(supportOrderSchema),
  limit: supportLimitSchema,
  notices: z.array(supportNoticeSchema),
  sessions: z.object({ count: z.number().int(), lastSeenAt: z.string().nullable() }),
});
export type SupportView = z.infer<typeof supportViewSchema>;

/** The ledger's kinds of account, as its postings name them. */
export const ledgerAccountKinds = [
  'user_cash',
  'project_escrow',
  'creator_proceeds',
  'platform_fees',
  'sandbox',
  'investor_pool',
  'market_holding',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/**
 * `GET /api/operator/ledger/trial-balance`: each kind's postings, money in (positive) and out
 * as the ledger signs them; `total`, the sum of every balance, is "0.00" when the books balance.
 */
export const trialBalanceSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(ledgerAccountKinds),
      /** Accounts of the kind with any posting. */
      accounts: z.number().int(),
      postings: z.number().int(),
      moneyIn: decimal,
      moneyOut: decimal,
      balance: decimal,
    }),
  ),
  total: decimal,
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

const KIND_MESSAGE = `Choose an account kind: ${ledgerAccountKinds.join(', ')}.`;

/** `GET /api/operator/ledger/accounts/{kind}/{id}/postings`: the platform's own accounts have id 0. */
export const ledgerAccountParamsSchema = z.object({
  kind: z.enum(ledgerAccountKinds, { error: KIND_MESSAGE }),
  id: z.string().max(200),
});
export const ledgerPostingsQuerySchema = z.strictObject({
  cursor: serialIdText('cursor must be the nextCursor of an earlier page.').optional(),
});
export type LedgerPostingsQuery = z.output<typeof ledgerPostingsQuerySchema>;

export const accountPostingSchema = z.object({
  id: z.number().int(),
  transferId: z.number().int(),
  code: z.enum(ledgerCodes),
  description: z.string(),
  /** Signed: money into the account is positive. */
  amount: decimal,
  at: z.string(),
  /** The account's balance right after this posting, in the order the ledger wrote them. */
  balanceAfter: decimal,
});

/** One page of an account's postings, newest first; `balance` is the sum of all of them. */
export const accountPostingsSchema = z.object({
  kind: z.enum(ledgerAccountKinds),
  accountId: z.number().int(),
  balance: decimal,
  items: z.array(accountPostingSchema),
  nextCursor: z.string().nullable(),
});
export type AccountPostings = z.infer<typeof accountPostingsSchema>;

/** `GET /api/operator/ledger/transfers/{id}`: one movement of money and every leg of it (they sum to zero). */
export const ledgerTransferSchema = z.object({
  id: z.number().int(),
  code: z.enum(ledgerCodes),
  description: z.string(),
  at: z.string(),
  projectId: z.number().int().nullable(),
  investmentId: z.number().int().nullable(),
  legs: z.array(
    z.object({
      postingId: z.number().int(),
      accountKind: z.enum(ledgerAccountKinds),
      accountId: z.number().int(),
      amount: decimal,
    }),
  ),
});
export type LedgerTransfer = z.infer<typeof ledgerTransferSchema>;

/** One run of the ledger check; `trigger` is `daily` or `staff:{id}`, and a clean run found no violation. */
export const ledgerCheckRunSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  trigger: z.string(),
  clean: z.boolean(),
  violations: z.array(z.string()),
});
export type LedgerCheckRun = z.infer<typeof ledgerCheckRunSchema>;
