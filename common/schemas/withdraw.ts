import { z } from 'zod';
import { dollarAmountSchema } from './amount';

export const WITHDRAW_MIN_CENTS = 10_00;
export const WITHDRAW_MAX_CENTS = 10_000_00;
export const WITHDRAW_MIN_MESSAGE = 'Please withdraw at least $10.';
export const WITHDRAW_MAX_MESSAGE = 'Please withdraw no more than $10,000 at a time.';
export const WITHDRAW_METHOD_MESSAGE = "The sandbox pays out only to the demo bank account: send method 'bank_transfer'.";

/**
 * `POST /api/funds/withdraw`: virtual cash out of the sandbox to a demo bank account. The amount
 * rules mirror add funds; the balance is checked where the money moves (common/rules/withdraw.ts
 * holds the form's copy of that check).
 */
export const withdrawSchema = z.strictObject({
  amount: dollarAmountSchema
    .refine((amount) => amount >= WITHDRAW_MIN_CENTS, WITHDRAW_MIN_MESSAGE)
    .refine((amount) => amount <= WITHDRAW_MAX_CENTS, WITHDRAW_MAX_MESSAGE),
  method: z.literal('bank_transfer', { error: WITHDRAW_METHOD_MESSAGE }),
});
/** What the form sends: amount as a string or number of dollars. */
export type WithdrawPayload = z.input<typeof withdrawSchema>;
/** What the server works with: amount in cents. */
export type WithdrawRequest = z.output<typeof withdrawSchema>;

/** The answer: the new balance and the withdrawal (its ledger transfer), money as decimal strings. */
export const withdrawResultSchema = z.object({
  accountBalance: z.string(),
  withdrawal: z.object({ id: z.number().int(), amount: z.string(), at: z.string() }),
});
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;
