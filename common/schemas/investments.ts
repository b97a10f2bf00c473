import { z } from 'zod';
import { centsToDecimal, cents, parseCents } from '../money';
import { projectTypes } from '../project-types';
import { investmentOrigins, investmentStatuses, projectStatuses } from '../rules/campaigns';
import { checkInvestmentAmount, type InvestableProject } from '../rules/investment-rules';
import { AMOUNT_FORMAT_MESSAGE, dollarAmountSchema } from './amount';

const MAX_ID = 2_147_483_647;
const PROJECT_ID_MESSAGE = 'Choose a project to invest in: projectId must be a project id such as 3.';
const SHARES_MESSAGE = 'Shares must be a positive whole number.';

/** A project id as a number or as the digits of the /tour/{id} address. */
const projectIdSchema = z.union([z.number(), z.string()], { error: PROJECT_ID_MESSAGE }).transform((value, context) => {
  const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
    context.addIssue({ code: 'custom', message: PROJECT_ID_MESSAGE });
    return z.NEVER;
  }
  return id;
});

/**
 * `POST /api/investments`, fields in the order the spec checks them. The server takes name
 * and email from the account and recomputes fee and shares; `shares` is the figure the
 * investor saw, so a changed price is caught instead of silently buying a different number.
 */
export const investmentRequestSchema = z.strictObject({
  projectId: projectIdSchema,
  investorName: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(200, 'Names must be at most 200 characters.'),
  investorEmail: z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .max(254, 'Please enter a valid email address.')
    .refine((email) => email.includes('@'), 'Please enter a valid email address.'),
  amount: dollarAmountSchema,
  shares: z
    .number({ error: SHARES_MESSAGE })
    .max(MAX_ID, 'That is more shares than any project has.')
    .int(SHARES_MESSAGE)
    .min(1, SHARES_MESSAGE),
});
export type InvestmentPayload = z.input<typeof investmentRequestSchema>;
export type InvestmentRequest = z.output<typeof investmentRequestSchema>;

/**
 * The invest form on a project's page: the spec's client checks 1 to 5 (section 5), each on its
 * field in that order: name and email as the API takes them, then the amount against the
 * project (an empty amount is below any minimum; a malformed one gets the API's format message)
 * by the server's own rules. It reads into the payload the API's schema takes, with the quote's
 * shares. Signing in and the agreement (rules 6 and 7) are the page's, not the fields'.
 */
export function investmentFormSchema(project: InvestableProject & { id: number }) {
  return z
    .strictObject({
      investorName: investmentRequestSchema.shape.investorName,
      investorEmail: investmentRequestSchema.shape.investorEmail,
      amount: z.string().transform((text, context) => {
        const amountCents = text.trim() === '' ? cents(0) : parseCents(text);
        if (amountCents === null) {
          context.addIssue({ code: 'custom', message: AMOUNT_FORMAT_MESSAGE });
          return z.NEVER;
        }
        const check = checkInvestmentAmount(amountCents, project);
        if (!check.ok) {
          context.addIssue({ code: 'custom', message: check.problem.message });
          return z.NEVER;
        }
        return check.quote;
      }),
    })
    .transform(({ amount: quote, ...investor }): InvestmentPayload => ({
      projectId: project.id,
      ...investor,
      amount: centsToDecimal(quote.amountCents),
      shares: quote.shares,
    }));
}
export type InvestmentFormValues = z.input<ReturnType<typeof investmentFormSchema>>;

/** An investment as the API reads it back (spec section 3), money as decimal strings. */
export const investmentSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  investorName: z.string(),
  investorEmail: z.string(),
  /**
   * What the investor paid, fee included; for an open holding that sold shares on the market, the
   * cost of the shares it still holds (the amount reduced in proportion, decisions.md).
   */
  amount: z.string(),
  /** The 5% platform fee inside `amount`; for a partial sale, the 2% seller fee it paid. */
  fee: z.string(),
  /** Shares held now (a holding sold in part on the market has fewer than it was issued with). */
  shares: z.number().int(),
  /** Of `shares`, those reserved by open sell orders on the market: they cannot be sold to the sandbox until those are cancelled. */
  reservedShares: z.number().int(),
  /** `campaign`: invested in the campaign; `market`: bought from another investor, its amount the price paid. */
  origin: z.enum(investmentOrigins),
  /** Payouts received + (current value - amount) (decisions.md, Payouts and returns); 0.00 while pending; may be negative. */
  returns: z.string(),
  /** The holding's value, which moves only at events: what selling (or cancelling, while pending) now would credit; once closed, what it paid back. */
  currentValue: z.string(),
  /** The quarterly payouts this holding has received so far (already in the investor's cash). */
  payoutsReceived: z.string(),
  /** pending: in escrow until the campaign closes; active: shares issued; the rest are closed positions. */
  status: z.enum(investmentStatuses),
  investmentDate: z.string(),
  /** Until when a pending investment can be cancelled (48 hours before the campaign closes); null otherwise. */
  cancellableUntil: z.string().nullable(),
  /** After a material campaign change: until when a pending investment must be reconfirmed (`POST /api/investments/{id}/reconfirm`) or be cancelled with a full refund; null otherwise. */
  reconfirmBy: z.string().nullable(),
  /** When the position closed (sold, cancelled or refunded); null while open. */
  closedAt: z.string().nullable(),
  project: z.object({
    id: z.number().int(),
    title: z.string(),
    type: z.enum(projectTypes),
    raisedAmount: z.string(),
    fundingGoal: z.string(),
    creator: z.object({ name: z.string() }),
    timeline: z.object({ startDate: z.string(), endDate: z.string() }),
    status: z.enum(projectStatuses),
  }),
});
export type Investment = z.infer<typeof investmentSchema>;

/** `GET /api/investments/history`: closed positions, with what they paid back. */
export const closedInvestmentSchema = investmentSchema.extend({
  status: z.enum(['sold', 'cancelled', 'refunded']),
  closedAt: z.string(),
  /** What the investor got back: the sale value, or the full refund. */
  proceeds: z.string(),
  /** payouts received + proceeds - amount. */
  realizedReturns: z.string(),
  /**
   * Shares of a holding still open sold on the market: `shares` those sold, `amount` their part
   * of the holding's cost, `proceeds` what they paid less the 2% fee (`fee`), `id` the holding's.
   */
  partialSale: z.boolean(),
});
export type ClosedInvestment = z.infer<typeof closedInvestmentSchema>;

/** `DELETE /api/investments/{id}`: the sold or cancelled investment and the balance it was credited to. */
export const saleResultSchema = z.object({
  investment: closedInvestmentSchema,
  accountBalance: z.string(),
});
export type SaleResult = z.infer<typeof saleResultSchema>;
