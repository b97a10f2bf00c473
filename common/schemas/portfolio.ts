import { z } from 'zod';

export const historyRanges = ['1m', '3m', '6m', '1y', 'all'] as const;
export type HistoryRange = (typeof historyRanges)[number];

/** `GET /api/portfolio/history?range=…`; the dashboard's default timeframe is 6 months. */
export const historyQuerySchema = z.object({
  range: z.enum(historyRanges, { error: 'Choose a range of 1m, 3m, 6m, 1y or all.' }).default('6m'),
});

/** What was invested in open holdings at a moment, and what they were worth. */
export const historyPointSchema = z.object({
  date: z.string(),
  invested: z.string(),
  value: z.string(),
});

/** The payouts received on one day, marked on the chart. */
export const historyPayoutSchema = z.object({ date: z.string(), amount: z.string() });

/**
 * The value chart, from the first investment (or the range's start): points at even steps and at
 * every event (a purchase, a campaign outcome, a quarterly revaluation, a sale), so the chart can
 * draw steps; `payouts` lists the payout days in the range.
 */
export const portfolioHistorySchema = z.object({
  range: z.enum(historyRanges),
  points: z.array(historyPointSchema),
  payouts: z.array(historyPayoutSchema),
});
export type PortfolioHistory = z.infer<typeof portfolioHistorySchema>;

const decimal = z.string();

/**
 * `GET /api/portfolio/summary`: what the investor has, decimal strings. `netWorth` is `cash +
 * inEscrow + holdingsValue + reservedForOrders` (cash held by open buy orders; "0.00" until the
 * market exists). The rest say how it came about: payouts received, realized returns of sold
 * holdings (proceeds and payouts less the amount), and the platform fees paid on holdings.
 */
export const portfolioSummarySchema = z.object({
  cash: decimal,
  inEscrow: decimal,
  holdingsValue: decimal,
  reservedForOrders: decimal,
  netWorth: decimal,
  payoutsReceived: decimal,
  realizedReturns: decimal,
  feesPaid: decimal,
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;
