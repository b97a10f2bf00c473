import { formatCentsAsUsd, type Cents } from '../money';
import { withdrawSchema } from '../schemas/withdraw';

/** The message for an amount above the balance, the same for an investment and a withdrawal. */
export const insufficientFundsMessage = (balance: Cents) => `Insufficient funds. Your balance is ${formatCentsAsUsd(balance)}.`;

/** The withdraw form's schema: the API's rules, and at most the balance the form was shown (the server checks its own). */
export const withdrawFormSchema = (balance: Cents) =>
  withdrawSchema.refine((request) => request.amount <= balance, { message: insufficientFundsMessage(balance), path: ['amount'] });
