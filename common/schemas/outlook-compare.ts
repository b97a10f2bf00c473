import { z } from 'zod';
import type { Cents } from '../money';
import { COMPARE_AMOUNT_MESSAGE, COMPARE_PROJECTS_MESSAGE, parseCompareAmount, parseCompareProjects } from '../rules/compare';
import { OUTLOOK_YEARS } from '../rules/outlook';

/** `GET /api/outlook/compare?projects=1,2&amount=&years=`. */
export const compareQuerySchema = z.strictObject({
  projects: z.string({ error: COMPARE_PROJECTS_MESSAGE }).transform((text, context) => {
    const parsed = parseCompareProjects(text);
    if ('message' in parsed) {
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.ids;
  }),
  /** Dollars in each project (and split evenly across them); $1,000 by default. */
  amount: z
    .string()
    .transform((text, context): Cents => {
      const parsed = parseCompareAmount(text);
      if (parsed === null) {
        context.addIssue({ code: 'custom', message: COMPARE_AMOUNT_MESSAGE });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  years: z
    .string()
    .regex(/^\d{1,2}$/, `years must be a whole number from ${OUTLOOK_YEARS.min} to ${OUTLOOK_YEARS.max}.`)
    .transform(Number)
    .refine(
      (value) => value >= OUTLOOK_YEARS.min && value <= OUTLOOK_YEARS.max,
      `years must be a whole number from ${OUTLOOK_YEARS.min} to ${OUTLOOK_YEARS.max}.`,
    )
    .optional(),
});

/** The figures compared side by side, hypothetical: rates and probabilities percent strings with 1 decimal. */
export const compareFiguresSchema = z.object({
  /** Annual internal rate of return over the horizon (payouts, then the shares sold: on the market less the 2% seller fee, within the 12-month lock to the sandbox), P10, P50 and P90. */
  irr: z.object({ p10: z.string(), p50: z.string(), p90: z.string() }),
  /** The chance that less than the amount comes back over the horizon. */
  anyLoss: z.string(),
  /** The quarter (1 = the first paid) the payouts pass the amount, P50; null beyond the horizon. */
  breakEvenQuarter: z.number().int().nullable(),
  /** The chance that payouts alone give the amount back within 3 years. */
  moneyBackIn3Years: z.string(),
  /** P50 of what came back over the amount. */
  multiple: z.string(),
});
export type CompareFigures = z.infer<typeof compareFiguresSchema>;

export const compareProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  /** What the amount buys: the campaign's share price with its 5% fee, or a funded project's on the market. */
  sharePrice: z.string(),
  onMarket: z.boolean(),
  /** Null when the project cannot be compared, with `notComparable` saying why. */
  figures: compareFiguresSchema.nullable(),
  notComparable: z.string().nullable(),
});
export type CompareProject = z.infer<typeof compareProjectSchema>;

/** `GET /api/outlook/compare`: every figure simulated and hypothetical. */
export const compareSchema = z.object({
  /** In each project, decimal string. */
  amount: z.string(),
  years: z.number().int(),
  paths: z.number().int(),
  projects: z.array(compareProjectSchema),
  /** The same amount split evenly across the comparable projects, path by path; null with fewer than two. */
  split: z
    .object({
      /** Decimal string: the amount over the comparable projects. */
      perProject: z.string(),
      projectIds: z.array(z.number().int()),
      figures: compareFiguresSchema,
    })
    .nullable(),
});
export type CompareAnswer = z.infer<typeof compareSchema>;

/** `GET /api/outlook/calibration`: how often realized payouts fell inside the band forecast at funding. */
export const calibrationSchema = z.object({
  /** Percent with 1 decimal, like "78.0"; null before any funded project-quarter is paid. */
  insideBand: z.string().nullable(),
  /** Paid project-quarters counted (each funded project's quarters within its 10-year forecast). */
  quartersCounted: z.number().int(),
  /** Of those, the ones whose payout per dollar fell inside the P10-P90 band. */
  inside: z.number().int(),
  /** Below P10 and above P90. */
  below: z.number().int(),
  above: z.number().int(),
  /** Funded projects with at least one paid quarter counted. */
  projectsCounted: z.number().int(),
});
export type Calibration = z.infer<typeof calibrationSchema>;
