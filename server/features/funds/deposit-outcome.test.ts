import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { balanceOf, cashLines, expectLedgerClean, fundedInvestor } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { addFunds } from './service';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

describe('what a deposit answers', () => {
  it('marks only a repeated Idempotency-Key as replayed, not the deposit that added the money', async () => {
    const { cookie } = await fundedInvestor(context.app, 0);
    const deposit = () =>
      send(context.app, {
        method: 'POST',
        url: '/api/funds/add',
        cookie,
        payload: { amount: '40', paymentMethod: 'credit_card' },
        headers: { 'idempotency-key': 'once' },
      });
    const first = await deposit();
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const plain = await send(context.app, {
      method: 'POST',
      url: '/api/funds/add',
      cookie,
      payload: { amount: '10', paymentMethod: 'credit_card' },
    });
    expect(plain.headers['idempotent-replayed']).toBeUndefined();
    expect((await deposit()).headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(context.app, cookie)).toBe('50.00');
  });

  it('fails, writing nothing, for an account that is not there (never a made-up balance)', async () => {
    const missing = 2_000_000_000;
    // The ledger's door refuses a cached account without its row, so the transaction rolls back.
    await expect(
      addFunds(context.database.db, missing, { amount: cents(100_00), paymentMethod: 'credit_card' }, null, new Date()),
    ).rejects.toThrow('transfers moved 0 of 1 cached balances');
    expect(await cashLines(context.database.db, missing)).toEqual([]);
  });
});
