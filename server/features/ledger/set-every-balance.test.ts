import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../../common/money';
import { ledgerEntries, users } from '../../db/schema';
import { addFunds, balanceOf, expectLedgerClean, fundedInvestor } from '../../test/money-fixtures';
import { useTestApp } from '../../test/test-app';
import { balanceOf as balanceInTransaction, setEveryBalance } from './post-transfer';

/** The sandbox reset's money step (server/features/sandbox): every balance back to the starting balance, through the ledger. */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

async function userId(email: string): Promise<number> {
  const [user] = await context.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id ?? 0;
}

describe('setEveryBalance', () => {
  it('brings every account to the balance with one ledger row each, and none for an account already there', async () => {
    const empty = await fundedInvestor(context.app, 0);
    const exact = await fundedInvestor(context.app, 5000);
    const rich = await fundedInvestor(context.app, 12_000);
    await addFunds(context.app, rich.cookie, 10.5);
    const ids = await Promise.all([empty.email, exact.email, rich.email].map(userId));
    const at = new Date('2026-03-04T05:06:07.000Z');

    await context.database.db.transaction((tx) => setEveryBalance(tx, cents(5_000_00), 'sandbox_reset', at));

    for (const investor of [empty, exact, rich]) expect(await balanceOf(context.app, investor.cookie)).toBe('5000.00');
    const resets = await context.database.db
      .select({
        userId: ledgerEntries.userId,
        amount: ledgerEntries.amountCents,
        createdAt: ledgerEntries.createdAt,
        investmentId: ledgerEntries.investmentId,
      })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.userId, ids))
      .then((rows) => rows.filter((row) => row.createdAt.getTime() === at.getTime()));
    expect(resets.sort((a, b) => a.userId - b.userId)).toEqual([
      { userId: ids[0], amount: 5_000_00, createdAt: at, investmentId: null },
      { userId: ids[2], amount: -7_010_50, createdAt: at, investmentId: null },
    ]);
    const kinds = await context.database.db.select({ kind: ledgerEntries.kind }).from(ledgerEntries).where(eq(ledgerEntries.createdAt, at));
    expect(new Set(kinds.map((row) => row.kind))).toEqual(new Set(['sandbox_reset']));
  });

  it('dates the rows now unless told otherwise', async () => {
    await fundedInvestor(context.app, 0);
    const before = Date.now();
    await context.database.db.transaction((tx) => setEveryBalance(tx, cents(1_00), 'sandbox_reset'));
    const after = Date.now();
    const rows = await context.database.db
      .select({ createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'sandbox_reset'));
    const latest = Math.max(...rows.map((row) => row.createdAt.getTime()));
    expect(latest).toBeGreaterThanOrEqual(before);
    expect(latest).toBeLessThanOrEqual(after);
  });
});

describe('balanceOf', () => {
  it('reads the cached balance inside the transaction, and 0.00 for an id no account has', async () => {
    const { cookie, email } = await fundedInvestor(context.app, 250);
    const id = await userId(email);
    const [mine, nobody] = await context.database.db.transaction(async (tx) => [
      await balanceInTransaction(tx, id),
      await balanceInTransaction(tx, 2_000_000_000),
    ]);
    expect(mine).toBe(250_00);
    expect(nobody).toBe(0);
    expect(await balanceOf(context.app, cookie)).toBe('250.00');
  });
});
