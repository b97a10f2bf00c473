import { afterEach, describe, expect, it } from 'vitest';
import { addFundsResultSchema } from '@common/schemas/funds';
import { balanceOf, cashLines, expectLedgerClean, fundedInvestor, userIdOf } from '../../test/money-fixtures';
import { send, signUpUser, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const addFunds = (cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
  send(context.app, { method: 'POST', url: '/api/funds/add', cookie, payload: payload as object, headers });

async function ledgerCount(email: string): Promise<number> {
  return (await cashLines(context.database.db, await userIdOf(context.database.db, email))).length;
}

describe('POST /api/funds/add', () => {
  it('adds the amount, answers the amount and the new balance, and posts a deposit from the sandbox', async () => {
    const { cookie, email } = await fundedInvestor(context.app, 0);
    const first = await addFunds(cookie, { amount: '250', paymentMethod: 'credit_card' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ amount: '250.00', accountBalance: '250.00' });
    expect(addFundsResultSchema.parse(first.json())).toBeTruthy();
    const second = await addFunds(cookie, { amount: 99.99, paymentMethod: 'credit_card' });
    expect(second.json()).toEqual({ amount: '99.99', accountBalance: '349.99' });
    expect(await balanceOf(context.app, cookie)).toBe('349.99');
    expect(await cashLines(context.database.db, await userIdOf(context.database.db, email))).toEqual([
      ['deposit', 25000],
      ['deposit', 9999],
    ]);
  });

  it.each([
    ['10', '10.00'],
    ['10000.00', '10000.00'],
    [10000, '10000.00'],
    [' 12.5 ', '12.50'],
  ])('accepts the limits and both spellings: %j', async (amount, expected) => {
    const { cookie } = await fundedInvestor(context.app, 0);
    const response = await addFunds(cookie, { amount, paymentMethod: 'credit_card' });
    expect(response.statusCode).toBe(200);
    expect(response.json().amount).toBe(expected);
  });

  const minMessage = 'Please add at least $10 to your account.';
  const maxMessage = 'Please add no more than $10,000 at a time.';
  const formatMessage = 'Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.';
  const paymentMessage = "The sandbox accepts only the demo card: send paymentMethod 'credit_card'.";
  it.each([
    [{ amount: '9.99' }, minMessage],
    [{ amount: 0 }, minMessage],
    [{ amount: '10000.01' }, maxMessage],
    [{ amount: 50_000 }, maxMessage],
    [{ amount: 'abc' }, formatMessage],
    [{ amount: '1e400' }, formatMessage],
    [{ amount: Number.POSITIVE_INFINITY }, formatMessage],
    [{ amount: '12.345' }, formatMessage],
    [{ amount: '-5' }, formatMessage],
    [{ amount: -5 }, formatMessage],
    [{ amount: [1] }, formatMessage],
    [{ amount: { value: 10 } }, formatMessage],
    [{ amount: null }, formatMessage],
    [{ amount: true }, formatMessage],
    [{ amount: '' }, formatMessage],
    [{ amount: '0x10' }, formatMessage],
    [{ amount: undefined }, formatMessage],
    [{ paymentMethod: 'paypal' }, paymentMessage],
    [{ paymentMethod: undefined }, paymentMessage],
  ])('answers 400 with a clear message for %j and adds nothing', async (override, message) => {
    const { cookie, email } = await fundedInvestor(context.app, 0);
    const response = await addFunds(cookie, { amount: '100', paymentMethod: 'credit_card', ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await balanceOf(context.app, cookie)).toBe('0.00');
    expect(await ledgerCount(email)).toBe(0);
  });

  it('refuses unknown fields such as card details', async () => {
    const { cookie } = await fundedInvestor(context.app, 0);
    const response = await addFunds(cookie, { amount: '100', paymentMethod: 'credit_card', cardNumber: '4242424242424242' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cardNumber/);
  });

  it('answers 401 when signed out, whatever the body', async () => {
    for (const payload of [{ amount: '100', paymentMethod: 'credit_card' }, { amount: 'abc' }]) {
      const response = await addFunds('', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
    }
  });

  it('adds once for a repeated Idempotency-Key and answers the first result again', async () => {
    const { cookie } = await fundedInvestor(context.app, 0);
    const headers = { 'idempotency-key': 'funds-key-1' };
    const first = await addFunds(cookie, { amount: '100', paymentMethod: 'credit_card' }, headers);
    const again = await addFunds(cookie, { amount: 100, paymentMethod: 'credit_card' }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(context.app, cookie)).toBe('100.00');
    const different = await addFunds(cookie, { amount: '200', paymentMethod: 'credit_card' }, headers);
    expect(different.statusCode).toBe(422);
    expect(different.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request.' });
  });

  it('keeps concurrent deposits to one account exact', async () => {
    const { cookie } = await signUpUser(context.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => addFunds(cookie, { amount: '10.01', paymentMethod: 'credit_card' })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await balanceOf(context.app, cookie)).toBe('200.20');
  });
});
