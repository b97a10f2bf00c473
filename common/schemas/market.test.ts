import { describe, expect, it } from 'vitest';
import { placeOrderSchema } from './market';

const FORMAT = 'Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.';
const order = (limitPrice: unknown) => ({ projectId: 3, side: 'buy', shares: 2, limitPrice });
const problems = (limitPrice: unknown) => {
  const parsed = placeOrderSchema.safeParse(order(limitPrice));
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('placeOrderSchema', () => {
  it('reads a limit price of zero or below as a price, in cents, for the server to refuse with the range', () => {
    for (const [limitPrice, cents] of [
      ['0', 0],
      ['0.00', 0],
      [0, 0],
      ['-1', -100],
      [-0.5, -50],
      [' -2.25 ', -225],
      ['12.5', 1250],
    ] as const) {
      expect(placeOrderSchema.parse(order(limitPrice)).limitPrice, String(limitPrice)).toBe(cents);
    }
  });

  it('refuses what is no dollar amount with at most 2 decimals with the format message', () => {
    for (const limitPrice of ['1.234', '-1.234', '--1', '-', '+1', '1e3', 'lots', '', null, [1]]) {
      expect(problems(limitPrice), String(limitPrice)).toEqual([FORMAT]);
    }
  });
});
