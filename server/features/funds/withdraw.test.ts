import { afterEach, describe, expect, it } from 'vitest';
import { withdrawResultSchema } from '@common/schemas/withdraw';
import { balanceOf, cashLines, expectLedgerClean, fundedInvestor, userIdOf } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const withdraw = (cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
  send(context.app, { method: 'POST', url: '/api/funds/withdraw', cookie, payload: payload as object, headers });

async function linesOf(email: string) {
  return cashLines(context.database.db, await userIdOf(context.database.db, email));
}

describe('POST /api/funds/withdraw', () => {
  it('takes the amount out of the cash to the sandbox and answers the new balance and the withdrawal', async () => {
    const { cookie, email } = await fundedInvestor(context.app, 500);
    const response = await withdraw(cookie, { amount: '120.50', method: 'bank_transfer' });
    expect(response.statusCode).toBe(200);
    const body = withdrawResultSchema.parse(response.json());
    expect(body).toEqual({ accountBalance: '379.50', withdrawal: { id: expect.any(Number), amount: '120.50', at: expect.any(String) } });
    expect(Math.abs(Date.parse(body.withdrawal.at) - Date.now())).toBeLessThan(60_000);
    expect(await balanceOf(context.app, cookie)).toBe('379.50');
    expect(await linesOf(email)).toEqual([
      ['deposit', 500_00],
      ['withdrawal', -120_50],
    ]);
    const [line] = (await send(context.app, { method: 'GET', url: '/api/ledger?limit=1', cookie })).json().items;
    expect(line).toMatchObject({
      id: expect.any(Number),
      code: 'withdrawal',
      amount: '-120.50',
      balanceAfter: '379.50',
      at: body.withdrawal.at,
    });
  });

  it('may take the whole balance, to the cent', async () => {
    const { cookie } = await fundedInvestor(context.app, 10);
    const response = await withdraw(cookie, { amount: 10, method: 'bank_transfer' });
    expect(response.json()).toMatchObject({ accountBalance: '0.00', withdrawal: { amount: '10.00' } });
  });

  const formatMessage = 'Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.';
  it.each([
    [{ amount: '9.99' }, 'Please withdraw at least $10.'],
    [{ amount: 0 }, 'Please withdraw at least $10.'],
    [{ amount: '10000.01' }, 'Please withdraw no more than $10,000 at a time.'],
    [{ amount: '12.345' }, formatMessage],
    [{ amount: '-20' }, formatMessage],
    [{ amount: 'abc' }, formatMessage],
    [{ amount: null }, formatMessage],
    [{ method: 'credit_card' }, "The sandbox pays out only to the demo bank account: send method 'bank_transfer'."],
  ])('answers 400 for %j and changes nothing', async (override, message) => {
    const { cookie, email } = await fundedInvestor(context.app, 20_000);
    const response = await withdraw(cookie, { amount: '100', method: 'bank_transfer', ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await balanceOf(context.app, cookie)).toBe('20000.00');
    expect((await linesOf(email)).filter(([code]) => code === 'withdrawal')).toEqual([]);
  });

  it('answers 400 naming the balance for more than it, writes nothing, and the same key may then be used again', async () => {
    const { cookie, email } = await fundedInvestor(context.app, 40);
    const headers = { 'idempotency-key': 'too-much' };
    const refused = await withdraw(cookie, { amount: '40.01', method: 'bank_transfer' }, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Insufficient funds. Your balance is $40.00.' });
    expect(await balanceOf(context.app, cookie)).toBe('40.00');
    expect(await linesOf(email)).toEqual([['deposit', 40_00]]);
    // A refused request charged nothing and stored no answer: the key is free for a corrected request.
    const corrected = await withdraw(cookie, { amount: '40.01', method: 'bank_transfer' }, headers);
    expect(corrected.statusCode).toBe(400);
  });

  it('withdraws once for a repeated Idempotency-Key and answers the first result again; another body is a 422', async () => {
    const { cookie, email } = await fundedInvestor(context.app, 300);
    const headers = { 'idempotency-key': 'withdraw-key-1' };
    const first = await withdraw(cookie, { amount: '100', method: 'bank_transfer' }, headers);
    const [again, racing] = await Promise.all([
      withdraw(cookie, { amount: 100, method: 'bank_transfer' }, headers),
      withdraw(cookie, { amount: '100.00', method: 'bank_transfer' }, headers),
    ]);
    for (const replay of [again, racing]) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(first.json());
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await balanceOf(context.app, cookie)).toBe('200.00');
    expect((await linesOf(email)).filter(([code]) => code === 'withdrawal')).toEqual([['withdrawal', -100_00]]);
    const different = await withdraw(cookie, { amount: '50', method: 'bank_transfer' }, headers);
    expect(different.statusCode).toBe(422);
    expect(different.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request.' });
  });

  it('never overdraws under concurrent withdrawals', async () => {
    const { cookie } = await fundedInvestor(context.app, 100);
    const responses = await Promise.all(Array.from({ length: 8 }, () => withdraw(cookie, { amount: '30', method: 'bank_transfer' })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 400)).toHaveLength(5);
    expect(await balanceOf(context.app, cookie)).toBe('10.00');
  });

  it('answers 401 when signed out', async () => {
    const response = await withdraw('', { amount: '100', method: 'bank_transfer' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
  });
});
