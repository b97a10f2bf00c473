import { z } from 'zod';
import { investmentOrigins } from '../rules/campaigns';
import { flowKinds } from '../rules/returns';

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
 * holdings (proceeds and payouts less the amount), and every fee paid: the 5% platform fee on holdings and the 2%
 * seller fee on market sales.
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

/** `GET /api/portfolio/performance?range=…`: the whole history unless a timeframe is asked for. */
export const performanceQuerySchema = z.object({
  range: z.enum(historyRanges, { error: 'Choose a range of 1m, 3m, 6m, 1y or all.' }).default('all'),
});

/** A rate as percent with 2 places ("12.34"); null when there is none (no money moved, or no single rate fits). */
const rate = z.string().nullable();

/**
 * One dated cash flow behind the rates, from the investor's side: negative paid in (an
 * investment with its fee, a market purchase, the value at the range's start), positive received
 * (a payout, a sale, a trade after its fee, the value at the range's end). `projectTitle` names
 * the holding in the portfolio's list; it is null in a holding's own list and for the start and
 * end values.
 */
export const performanceFlowSchema = z.object({
  date: z.string(),
  kind: z.enum(flowKinds),
  amount: decimal,
  projectTitle: z.string().nullable(),
});
export type PerformanceFlow = z.infer<typeof performanceFlowSchema>;

export const holdingPerformanceSchema = z.object({
  investmentId: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  /** With the date it was bought, tells two holdings of one project apart (a campaign investment and a market purchase). */
  origin: z.enum(investmentOrigins),
  investmentDate: z.string(),
  moneyWeighted: rate,
  timeWeighted: rate,
  /** Per year only when the holding was held 365 days of the range or more. */
  annualised: z.boolean(),
  flows: z.array(performanceFlowSchema),
});
export type HoldingPerformance = z.infer<typeof holdingPerformanceSchema>;

/**
 * `GET /api/portfolio/performance` (decisions.md, "Returns you can compare"): the money-weighted
 * and time-weighted rates over the range (`from` and `to` are days, `YYYY-MM-DD`), per year only
 * when `annualised`; the breakdown of the gain (payouts + valueChange + realized, with the fees
 * paid in the range already counted in them as cost), and the cash flows behind each rate.
 */
export const portfolioPerformanceSchema = z.object({
  range: z.enum(historyRanges),
  from: z.string(),
  to: z.string(),
  moneyWeighted: rate,
  timeWeighted: rate,
  annualised: z.boolean(),
  breakdown: z.object({ payouts: decimal, valueChange: decimal, realized: decimal, fees: decimal }),
  flows: z.array(performanceFlowSchema),
  holdings: z.array(holdingPerformanceSchema),
});
export type PortfolioPerformance = z.infer<typeof portfolioPerformanceSchema>;
