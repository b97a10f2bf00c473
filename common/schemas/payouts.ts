import { z } from 'zod';

/** One quarter's share of a project's investors' pool paid to one of the user's holdings (decisions.md, Payouts and returns). */
export const payoutSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  investmentId: z.number().int(),
  /** The quarter of the sandbox clock it pays for, as "2027-Q1". */
  quarter: z.string(),
  /** What this holding received, decimal string. */
  amount: z.string(),
  /** Shares the holding had at the quarter's end. */
  shares: z.number().int(),
  /** The whole investors' pool of the project that quarter (25% of its revenue), decimal string. */
  investorPool: z.string(),
  postedAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutListSchema = z.array(payoutSchema);

/** `GET /api/payouts/summary`: what the dashboard shows beside the latest lines, without reading them all. */
export const payoutSummarySchema = z.object({
  /** How many payout lines the user has. */
  count: z.number().int(),
  /** Their sum, decimal string. */
  total: z.string(),
  /** The years whose quarters had at least one payout, newest first: one statement each. */
  years: z.array(z.number().int()),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

export const STATEMENT_YEAR_MESSAGE = 'year must be a four-digit year such as 2027.';

/** `GET /api/payouts/statement.csv?year=YYYY`: the user's payouts for that year's four quarters, then a total row. */
export const statementQuerySchema = z.strictObject({
  year: z
    .string({ error: STATEMENT_YEAR_MESSAGE })
    .regex(/^(19|[2-9]\d)\d\d$/, STATEMENT_YEAR_MESSAGE)
    .transform(Number),
});

/** The statement's columns, in order: the header row of the CSV (its total row says Total in the first and sums the last). */
export const statementColumns = [
  'postedAt',
  'quarter',
  'projectId',
  'projectTitle',
  'investmentId',
  'shares',
  'investorPool',
  'amount',
] as const;

export { nextQuarterEnd, quarterOf } from '../rules/quarters';

/** `GET /api/payouts?limit=N`: without a limit every line, newest first; the dashboard asks for the latest few. */
export const payoutQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 500.' })
    .int('limit must be a whole number from 1 to 500.')
    .min(1, 'limit must be a whole number from 1 to 500.')
    .max(500, 'limit must be a whole number from 1 to 500.')
    .optional(),
});
