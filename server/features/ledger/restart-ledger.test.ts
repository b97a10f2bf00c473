import { eq, notInArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { ledgerTransfers, users } from '../../db/schema';
import { demoTraderEmails } from '../../db/seed/demo-market';
import { demoVoiceEmails } from '../../db/seed/demo-questions';
import { expectLedgerClean, fundedInvestor } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { resetSandbox } from '../sandbox';

/** A sandbox reset starts the books afresh; what an investor's ledger shows after it. */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const ledgerLines = async (cookie: string) =>
  (await send(context.app, { method: 'GET', url: '/api/ledger', cookie })).json().items as Array<Record<string, unknown>>;

describe('restarting the ledger', () => {
  it('at a starting balance of 0 (the default): every account empty, and no lines at all', async () => {
    const { cookie } = await fundedInvestor(context.app, 500);
    await resetSandbox(context.database.db, { startingBalanceCents: cents(0), today: new Date() });
    // The demo traders alone open with their own demo cash (features/sandbox/demo-market.ts).
    const balances = await context.database.db
      .select({ balance: users.balanceCents })
      .from(users)
      .where(notInArray(users.email, demoTraderEmails));
    expect(balances.every((row) => row.balance === 0)).toBe(true);
    expect(await context.database.db.$count(ledgerTransfers, eq(ledgerTransfers.code, 'opening_balance'))).toBe(demoTraderEmails.length);
    expect(await ledgerLines(cookie)).toEqual([]);
  });

  it('at a starting balance: one opening line per account, from the sandbox, dated at the reset', async () => {
    const { cookie } = await fundedInvestor(context.app, 500);
    const today = new Date(Date.now() - 1000);
    await resetSandbox(context.database.db, { startingBalanceCents: cents(250_00), today });
    // Every account but the demo conversation's voices, which hold no money (features/sandbox/demo-questions.ts).
    const accounts = await context.database.db.$count(users, notInArray(users.email, demoVoiceEmails));
    expect(await context.database.db.$count(ledgerTransfers, eq(ledgerTransfers.code, 'opening_balance'))).toBe(accounts);
    expect(await ledgerLines(cookie)).toEqual([
      expect.objectContaining({
        code: 'opening_balance',
        amount: '250.00',
        balanceAfter: '250.00',
        description: 'Sandbox starting balance',
        at: today.toISOString(),
      }),
    ]);
  });
});
