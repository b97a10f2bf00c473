import { ADD_FUNDS_MAX_CENTS, ADD_FUNDS_MAX_MESSAGE, ADD_FUNDS_MIN_CENTS, ADD_FUNDS_MIN_MESSAGE } from '../schemas/funds';

/** The quick-select amounts of the add funds page, in dollars. */
export const QUICK_AMOUNTS = [50, 100, 250, 500, 1000, 2500] as const;

export interface AddFundsProblem {
  title: string;
  message: string;
}

/** The spec's range check for a deposit, with its toast; null when the amount may go on to payment. */
export function addFundsProblem(amountCents: number): AddFundsProblem | null {
  if (amountCents < ADD_FUNDS_MIN_CENTS) return { title: 'Minimum Amount Required', message: ADD_FUNDS_MIN_MESSAGE };
  if (amountCents > ADD_FUNDS_MAX_CENTS) return { title: 'Maximum Amount Exceeded', message: ADD_FUNDS_MAX_MESSAGE };
  return null;
}
