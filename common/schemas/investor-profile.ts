import { z } from 'zod';
import { parseCents } from '../money';
import { AMOUNT_FORMAT_MESSAGE } from './amount';

const DATE_OF_BIRTH_MESSAGE = 'Enter your date of birth as YYYY-MM-DD.';
const MAX_DECLARED_CENTS = 1_000_000_000_000_00;

/** A declared amount in dollars as a decimal string ("85000.00"); empty or null means not given. */
const optionalDollars = z
  .string({ error: AMOUNT_FORMAT_MESSAGE })
  .nullable()
  .transform((value, context) => {
    if (value === null || value.trim() === '') return null;
    const amount = parseCents(value);
    if (amount === null || amount > MAX_DECLARED_CENTS) {
      context.addIssue({ code: 'custom', message: AMOUNT_FORMAT_MESSAGE });
      return z.NEVER;
    }
    return amount;
  });

/**
 * `PUT /api/investor-profile`, also the account page's Investor profile form (decisions.md,
 * Investment limits): amounts in dollars, each field empty or null when not given.
 */
export const investorProfileUpdateSchema = z.strictObject({
  dateOfBirth: z
    .string({ error: DATE_OF_BIRTH_MESSAGE })
    .trim()
    .nullable()
    .transform((text, context) => {
      if (text === null || text === '') return null;
      const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
      // A day that exists (not 30 February), from 1900 on.
      if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text || text < '1900-01-01') {
        context.addIssue({ code: 'custom', message: DATE_OF_BIRTH_MESSAGE });
        return z.NEVER;
      }
      return text;
    }),
  annualIncome: optionalDollars,
  netWorth: optionalDollars,
  accredited: z.boolean({ error: 'Say whether you are an accredited investor.' }),
  /** What the investor put into other crowdfunding offerings in the last 12 months. */
  externalInvestments12m: optionalDollars,
});
export type InvestorProfilePayload = z.input<typeof investorProfileUpdateSchema>;
export type InvestorProfileUpdate = z.output<typeof investorProfileUpdateSchema>;

/** `GET`/`PUT /api/investor-profile`: what was declared, and the 12-month limit on the sandbox clock, in dollars. */
export const investorProfileSchema = z.object({
  /** Whether a profile was saved; without one the $2,500 floor applies. */
  declared: z.boolean(),
  dateOfBirth: z.string().nullable(),
  annualIncome: z.string().nullable(),
  netWorth: z.string().nullable(),
  accredited: z.boolean(),
  externalInvestments12m: z.string(),
  /** null when accredited: no limit. */
  limit: z.string().nullable(),
  /** Investments placed in the last 365 sandbox days, not cancelled or refunded, plus `externalInvestments12m`. */
  used12m: z.string(),
  /** null when accredited. */
  remaining: z.string().nullable(),
  /** The first moment the 12 months count from. */
  windowStartsAt: z.string(),
});
export type InvestorProfile = z.infer<typeof investorProfileSchema>;
