import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../../common/money';
import { ledgerPostings, ledgerTransfers } from '../../db/schema';
import { balanceOf, expectLedgerClean, fundedInvestor, userIdOf } from '../../test/money-fixtures';
import { useTestApp } from '../../test/test-app';
import { PLATFORM_FEES, projectEscrow, SANDBOX, userCash } from './accounts';
import { cachedBalance, postTransfer } from './post-transfer';

/**
 * The one door for money, at its edges: what `postTransfer` refuses, what it leaves out and
 * what it answers. Each refusal must leave the books and every balance as they were.
 */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const transferCount = () => context.database.db.$count(ledgerTransfers);

async function investor(dollars: number) {
  const { cookie, email } = await fundedInvestor(context.app, dollars);
  return { cookie, id: await userIdOf(context.database.db, email) };
}

describe('postTransfer refuses', () => {
  it('a transfer whose postings do not sum to zero, one with a single leg, and one that moves nothing', async () => {
    const { cookie, id } = await investor(100);
    const before = await transferCount();
    const attempts = [
      [
        { account: SANDBOX, amount: cents(-100_00) },
        { account: userCash(id), amount: cents(100_01) },
      ],
      [{ account: userCash(id), amount: cents(100_00) }],
      [
        { account: SANDBOX, amount: cents(0) },
        { account: userCash(id), amount: cents(0) },
      ],
    ];
    for (const postings of attempts) {
      await expect(context.database.db.transaction((tx) => postTransfer(tx, { code: 'deposit', postings }))).rejects.toThrow(
        /^unbalanced deposit transfer: /,
      );
    }
    expect(await transferCount()).toBe(before);
    expect(await balanceOf(context.app, cookie)).toBe('100.00');
  });

  it('a transfer to an account that does not exist, loudly, so the debit it already made rolls back', async () => {
    const { cookie, id } = await investor(100);
    const before = await transferCount();
    const postings = [
      { account: userCash(id), amount: cents(-10_00) },
      { account: projectEscrow(2_000_000_000), amount: cents(10_00) },
    ];
    await expect(context.database.db.transaction((tx) => postTransfer(tx, { code: 'investment_hold', postings }))).rejects.toThrow(
      'investment_hold transfer moved 1 of 2 cached balances',
    );
    expect(await balanceOf(context.app, cookie)).toBe('100.00');
    expect(await transferCount()).toBe(before);
  });
});

describe('postTransfer writes', () => {
  it('only the legs that move money, and answers the new cash balance', async () => {
    const { id } = await investor(0);
    const posted = await context.database.db.transaction((tx) =>
      postTransfer(tx, {
        code: 'deposit',
        postings: [
          { account: SANDBOX, amount: cents(-50_00) },
          { account: PLATFORM_FEES, amount: cents(0) },
          { account: userCash(id), amount: cents(50_00) },
        ],
      }),
    );
    expect(posted?.cashBalance).toBe(50_00);
    const legs = await context.database.db
      .select({ kind: ledgerPostings.accountKind, amount: ledgerPostings.amountCents })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transferId, posted?.transferId ?? 0));
    expect(legs.sort((a, b) => a.amount - b.amount)).toEqual([
      { kind: 'sandbox', amount: -50_00 },
      { kind: 'user_cash', amount: 50_00 },
    ]);
    const [transfer] = await context.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, posted?.transferId ?? 0));
    // No description given: an empty one (the client names the line from its code), no project, no investment.
    expect(transfer).toMatchObject({ code: 'deposit', description: '', projectId: null, investmentId: null });
  });

  it('between the platform accounts alone, with no cash balance to answer', async () => {
    const posted = await context.database.db.transaction((tx) =>
      postTransfer(tx, {
        code: 'platform_fee',
        description: 'A test fee',
        postings: [
          { account: SANDBOX, amount: cents(-1_00) },
          { account: PLATFORM_FEES, amount: cents(1_00) },
        ],
      }),
    );
    expect(posted).toEqual({ transferId: expect.any(Number), cashBalance: null });
    const [transfer] = await context.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, posted?.transferId ?? 0));
    expect(transfer?.description).toBe('A test fee');
  });
});

describe('cachedBalance', () => {
  it("reads an account's cached balance, 0 when no row holds it, and refuses an account that has none", async () => {
    const { id } = await investor(250);
    await context.database.db.transaction(async (tx) => {
      expect(await cachedBalance(tx, userCash(id))).toBe(250_00);
      expect(await cachedBalance(tx, userCash(2_000_000_000))).toBe(0);
      await expect(cachedBalance(tx, SANDBOX)).rejects.toThrow('sandbox has no cached balance');
    });
  });
});
