import { z } from 'zod';

export const historyRanges = ['1m', '3m', '6m', '1y', 'all'] as const;
export type HistoryRange = (typeof historyRanges)[number];

/** `GET /api/portfolio/history?range=…`; the dashboard's default timeframe is 6 months. */
export const historyQuerySchema = z.object({
  range: z.enum(historyRanges, { error: 'Choose a range of 1m, 3m, 6m, 1y or all.' }).default('6m'),
});

/** One point a day (or every few days for long ranges): what was invested and what it was worth. */
export const historyPointSchema = z.object({
  date: z.string(),
  invested: z.string(),
  value: z.string(),
});

export const portfolioHistorySchema = z.object({
  range: z.enum(historyRanges),
  points: z.array(historyPointSchema),
});
export type PortfolioHistory = z.infer<typeof portfolioHistorySchema>;
