import { describe, expect, it } from 'vitest';
import { addFundsResultSchema, addFundsSchema } from './funds';

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
