import { z } from 'zod';
import { parseCents, type Cents } from '../money';
import { OUTLOOK_PATHS, OUTLOOK_YEARS } from '../rules/outlook';

const wholeBetween = (name: string, range: { min: number; max: number }) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${name} must be a whole number from ${range.min} to ${range.max}.`)
    .transform(Number)
    .refine((value) => value >= range.min && value <= range.max, `${name} must be a whole number from ${range.min} to ${range.max}.`);

const dollars = (name: string) =>
  z.string().transform((text, context): Cents => {
    const parsed = parseCents(text);
    if (parsed === null || parsed <= 0) {
      context.addIssue({ code: 'custom', message: `${name} must be an amount in dollars above 0, like 250 or 99.50.` });
      return z.NEVER;
    }
    return parsed;
  });

/** `GET /api/projects/{id}/outlook?amount=&years=&price=&paths=&seed=`: every part optional. */
export const outlookQuerySchema = z.strictObject({
  /** Dollars invested; the project's minimum investment by default. */
  amount: dollars('amount').optional(),
  years: wholeBetween('years', OUTLOOK_YEARS).optional(),
  /** Dollars per share; the campaign's share price, on a tradable project the best ask. */
  price: dollars('price').optional(),
  paths: wholeBetween('paths', OUTLOOK_PATHS).optional(),
  /** The simulation's seed; fixed per project by default. Never the sandbox's own secret. */
  seed: wholeBetween('seed', { min: 0, max: 2 ** 31 - 1 }).optional(),
  /** Test-only: `0` draws no outlook luck and no noise, so every future is the plan (what the payout engine pays). */
  volatility: z.literal('0', 'volatility can only be 0 (every future the plan).').optional(),
});

const quantilesOf = <T extends z.ZodType>(value: T) => z.object({ p10: value, p50: value, p90: value });

/** The simulated futures, hypothetical: amounts decimal strings, probabilities and rates percent strings with 1 decimal. */
export const outlookSchema = z.object({
  seed: z.number().int(),
  paths: z.number().int(),
  /** The investor's payout each quarter: P10, P50 and P90 over the paths, and the plan (expected outlook, no noise). */
  quarters: z.array(z.object({ quarter: z.string(), p10: z.string(), p50: z.string(), p90: z.string(), plan: z.string() })),
  /** The chance that payouts alone give the amount back within 1, 3 and 5 years. */
  moneyBack: z.object({ '1': z.string(), '3': z.string(), '5': z.string() }),
  /**
   * Over the horizon, payouts plus the shares sold at their value (on the market less the 2% seller fee; within the
   * 12-month lock to the sandbox, no fee): less than the amount, and nothing.
   */
  anyLoss: z.string(),
  totalLoss: z.string(),
  /** Annual internal rate of return, percent. */
  irr: quantilesOf(z.string()),
  /** What came back over the amount. */
  multiple: quantilesOf(z.string()),
  /** The quarter (1 = the first after funding) the payouts pass the amount; null when it falls beyond the horizon. */
  breakEvenQuarter: quantilesOf(z.number().int().nullable()),
});
export type OutlookAnswer = z.infer<typeof outlookSchema>;

/**
 * What the simulation was given (common/rules/outlook-inputs.ts), so that a browser running the same
 * simulator (the project page's worker) answers other amounts and horizons exactly as this route would.
 */
export const outlookInputsSchema = z.object({
  /** The project's facts the revenue model reads; `fundedAt` is the campaign's close (or its expected close). */
  project: z.object({
    id: z.number().int(),
    type: z.string(),
    fundingGoal: z.string(),
    fundedAt: z.string(),
    sharePrice: z.string(),
    /** Once funded, the shares issued; while the campaign raises money, those sold so far. */
    sharesIssued: z.number().int(),
    /** While the campaign raises money, the shares it must sell to reach its goal; null once funded. */
    sharesToReachGoal: z.number().int().nullable(),
  }),
  amount: z.string(),
  years: z.number().int(),
  paths: z.number().int(),
  seed: z.number().int(),
  /** The price paid per share: the campaign's share price (5% platform fee on top), or on a funded project the best ask. */
  price: z.string(),
  /** Bought on the market (a funded project), no platform fee; otherwise in the campaign. */
  onMarket: z.boolean(),
  /** The first quarter paid is the first after this moment (a funded project bought now); null: the first after funding. */
  startsAt: z.string().nullable(),
  /** Present when asked with `volatility=0`: every future is the plan. */
  noVolatility: z.literal(true).optional(),
});

/** `GET /api/projects/{id}/outlook`: the simulated futures, and the inputs they were simulated from. */
export const projectOutlookSchema = outlookSchema.extend({ inputs: outlookInputsSchema });
export type ProjectOutlookAnswer = z.infer<typeof projectOutlookSchema>;
