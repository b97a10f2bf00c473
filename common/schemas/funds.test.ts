import { describe, expect, it } from 'vitest';
import { addFundsAmountSchema, addFundsResultSchema, addFundsSchema } from './funds';

const messages = (input: unknown) => addFundsSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('addFundsSchema', () => {
  it('takes $10 to $10,000 paid with the demo card, amount in cents', () => {
    expect(addFundsSchema.parse({ amount: '250.50', paymentMethod: 'credit_card' })).toEqual({
      amount: 250_50,
      paymentMethod: 'credit_card',
    });
    expect(addFundsSchema.parse({ amount: 10, paymentMethod: 'credit_card' }).amount).toBe(10_00);
    expect(addFundsSchema.parse({ amount: '10000', paymentMethod: 'credit_card' }).amount).toBe(10_000_00);
  });

  it('refuses amounts outside the range with the spec messages', () => {
    expect(messages({ amount: '9.99', paymentMethod: 'credit_card' })).toEqual(['Please add at least $10 to your account.']);
    expect(messages({ amount: '10000.01', paymentMethod: 'credit_card' })).toEqual(['Please add no more than $10,000 at a time.']);
  });

  it('accepts only the demo card as payment method', () => {
    const cardOnly = ["The sandbox accepts only the demo card: send paymentMethod 'credit_card'."];
    expect(messages({ amount: '50', paymentMethod: 'paypal' })).toEqual(cardOnly);
    expect(messages({ amount: '50' })).toEqual(cardOnly);
  });

  it('refuses card details: they never leave the browser', () => {
    const result = addFundsSchema.safeParse({ amount: '50', paymentMethod: 'credit_card', cardNumber: '4242424242424242' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['cardNumber'] });
  });
});

describe('addFundsResultSchema', () => {
  it('answers the amount added and the new balance', () => {
    const answer = { amount: '250.00', accountBalance: '1250.00' };
    expect(addFundsResultSchema.parse({ ...answer, userId: 3 })).toEqual(answer);
    expect(addFundsResultSchema.safeParse({ amount: '250.00' }).success).toBe(false);
  });
});

describe('addFundsAmountSchema', () => {
  const amountMessages = (amount: unknown) => addFundsAmountSchema.safeParse({ amount }).error?.issues.map((issue) => issue.message);

  it("checks the add funds page's amount by the API's rule, before the demo card: cents, $10 to $10,000", () => {
    expect(addFundsAmountSchema.parse({ amount: '75.5' })).toEqual({ amount: 75_50 });
    expect(addFundsAmountSchema.parse({ amount: 2500 })).toEqual({ amount: 2_500_00 });
    expect(amountMessages('9.99')).toEqual(['Please add at least $10 to your account.']);
    expect(amountMessages('10000.01')).toEqual(['Please add no more than $10,000 at a time.']);
    expect(amountMessages('')).toEqual(['Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.']);
    expect(amountMessages('12.345')).toEqual(['Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.']);
  });
});
