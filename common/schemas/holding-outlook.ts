import { z } from 'zod';
import { outlookInputsSchema } from './outlook';

/**
 * `GET /api/investments/{id}/outlook` (the holding's owner only): the band forecast for the
 * holding on the day it was bought (hypothetical), reproduced from the project's public default
 * seed and that day's inputs, with what each quarter actually paid it. Amounts decimal strings.
 */
export const holdingOutlookSchema = z.object({
  investmentId: z.number().int(),
  projectId: z.number().int(),
  /** What the forecast was simulated from: `GET /api/projects/{id}/outlook` with these answers the same band. */
  inputs: outlookInputsSchema,
  /** From the holding's first quarter, five years (more, to reach the fourth quarter after today on the sandbox clock). */
  quarters: z.array(
    z.object({
      quarter: z.string(),
      /** The forecast's payout for the holding that quarter: P10, P50, P90 over the simulated futures, and the plan. */
      p10: z.string(),
      p50: z.string(),
      p90: z.string(),
      plan: z.string(),
      /** What the holding was paid that quarter; "0.00" when it held shares but the pool left it nothing; null when not paid (yet, or no longer held). */
      paid: z.string().nullable(),
    }),
  ),
});
export type HoldingOutlook = z.infer<typeof holdingOutlookSchema>;

/** A quarter of the income calendar: paid (the payouts of that quarter, summed) or estimated (the next four quarters' P50s, summed). */
export const incomeQuarterSchema = z.object({
  quarter: z.string(),
  amount: z.string(),
  status: z.enum(['paid', 'estimated']),
});
export type IncomeQuarter = z.infer<typeof incomeQuarterSchema>;

/**
 * `GET /api/portfolio/income-calendar` (signed in): every quarter the account was paid for, oldest
 * first, then the next four quarters' estimates: for each open holding in a funded project, the
 * P50 of its forecast at purchase for the shares it holds now, summed (hypothetical).
 */
export const incomeCalendarSchema = z.object({ quarters: z.array(incomeQuarterSchema) });
export type IncomeCalendar = z.infer<typeof incomeCalendarSchema>;
