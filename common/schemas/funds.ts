import { z } from 'zod';
import { dollarAmountSchema } from './amount';

export const ADD_FUNDS_MIN_CENTS = 10_00;
export const ADD_FUNDS_MAX_CENTS = 10_000_00;
export const ADD_FUNDS_MIN_MESSAGE = 'Please add at least $10 to your account.';
export const ADD_FUNDS_MAX_MESSAGE = 'Please add no more than $10,000 at a time.';

/** `POST /api/funds/add`: the demo card's details never leave the browser; only the amount and method are sent. */
export const addFundsSchema = z.strictObject({
  amount: dollarAmountSchema
    .refine((amount) => amount >= ADD_FUNDS_MIN_CENTS, ADD_FUNDS_MIN_MESSAGE)
    .refine((amount) => amount <= ADD_FUNDS_MAX_CENTS, ADD_FUNDS_MAX_MESSAGE),
  paymentMethod: z.literal('credit_card', { error: "The sandbox accepts only the demo card: send paymentMethod 'credit_card'." }),
});
/** The add funds page's amount step: the same amount rule, checked before the demo card is shown. */
export const addFundsAmountSchema = addFundsSchema.pick({ amount: true });

/** What the form sends: amount as a string or number of dollars. */
export type AddFundsPayload = z.input<typeof addFundsSchema>;
/** What the server works with: amount in cents. */
export type AddFundsRequest = z.output<typeof addFundsSchema>;

/** The answer: the amount added and the new balance, both decimal strings ("250.00"). */
export const addFundsResultSchema = z.object({
  amount: z.string(),
  accountBalance: z.string(),
});
export type AddFundsResult = z.infer<typeof addFundsResultSchema>;
