import { z } from 'zod';
import { parseCents } from '../money';

export const AMOUNT_FORMAT_MESSAGE = 'Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.';

/**
 * A dollar amount as a form or the API sends it ("250", "250.5", 250.5) parsed into integer
 * cents. Exponents, signs, 3 decimals, arrays and objects are refused with one clear message.
 */
export const dollarAmountSchema = z.union([z.string(), z.number()], { error: AMOUNT_FORMAT_MESSAGE }).transform((value, context) => {
  const cents = parseCents(value);
  if (cents === null) {
    context.addIssue({ code: 'custom', message: AMOUNT_FORMAT_MESSAGE });
    return z.NEVER;
  }
  return cents;
});
