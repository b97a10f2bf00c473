import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { withdrawFormSchema } from '../rules/withdraw';
import { withdrawResultSchema, withdrawSchema } from './withdraw';

const messages = (input: unknown) => withdrawSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('withdrawSchema', () => {
  it('takes $10 to $10,000 to the demo bank account, amount in cents', () => {
    expect(withdrawSchema.parse({ amount: '250.50', method: 'bank_transfer' })).toEqual({ amount: 250_50, method: 'bank_transfer' });
    expect(withdrawSchema.parse({ amount: 10, method: 'bank_transfer' }).amount).toBe(10_00);
    expect(withdrawSchema.parse({ amount: '10000', method: 'bank_transfer' }).amount).toBe(10_000_00);
  });

  it("refuses amounts outside the range, or with 3 decimals, with the contract's messages", () => {
    expect(messages({ amount: '9.99', method: 'bank_transfer' })).toEqual(['Please withdraw at least $10.']);
    expect(messages({ amount: '10000.01', method: 'bank_transfer' })).toEqual(['Please withdraw no more than $10,000 at a time.']);
    expect(messages({ amount: '12.345', method: 'bank_transfer' })).toEqual([
      'Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.',
    ]);
  });

  it('pays out only to the demo bank account and takes no other field', () => {
    expect(messages({ amount: '50', method: 'credit_card' })).toEqual([
      "The sandbox pays out only to the demo bank account: send method 'bank_transfer'.",
    ]);
    expect(withdrawSchema.safeParse({ amount: '50', method: 'bank_transfer', iban: 'x' }).error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
    });
  });
});

describe("the withdraw form's schema", () => {
  it('also refuses more than the balance it was shown, naming the balance', () => {
    const form = withdrawFormSchema(cents(40_00));
    expect(form.parse({ amount: '40', method: 'bank_transfer' }).amount).toBe(40_00);
    expect(form.safeParse({ amount: '40.01', method: 'bank_transfer' }).error?.issues).toMatchObject([
      { message: 'Insufficient funds. Your balance is $40.00.', path: ['amount'] },
    ]);
  });
});

describe('withdrawResultSchema', () => {
  it('answers the new balance and the withdrawal', () => {
    const answer = { accountBalance: '90.00', withdrawal: { id: 7, amount: '10.00', at: '2026-11-26T12:00:00.000Z' } };
    expect(withdrawResultSchema.parse(answer)).toEqual(answer);
    expect(withdrawResultSchema.safeParse({ accountBalance: '90.00' }).success).toBe(false);
  });
});
