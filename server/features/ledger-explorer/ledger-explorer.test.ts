import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cents, decimalToCents, sumCents } from '@common/money';
import { STAFF_FORBIDDEN } from '@common/rules/staff';
import {
  accountPostingsSchema,
  ledgerAccountKinds,
  ledgerCheckRunSchema,
  ledgerTransferSchema,
  trialBalanceSchema,
  type AccountPostings,
  type LedgerCheckRun,
} from '@common/schemas/operator-views';
import { accountKinds, users } from '../../db/schema';
import { CHECK_LEDGER } from '../../jobs/ledger-check-job';
import { postTransfers, SANDBOX, userCash } from '../ledger';
import { balanceOf, fundedHolding, userIdOf } from '../../test/money-fixtures';
import { enrolledStaff } from '../../test/staff-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { POSTINGS_PAGE } from './postings';
import { NO_TRANSFER_WITH_ID } from './routes';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });

const read = (cookie: string, url: string) => send(context.app, { method: 'GET', url: `/api/operator/ledger${url}`, cookie });

/** Every page of an account's postings, following the cursor. */
async function allPostings(cookie: string, account: string): Promise<{ pages: AccountPostings[]; items: AccountPostings['items'] }> {
  const pages: AccountPostings[] = [];
  let cursor: string | null = null;
  do {
    const response = await read(cookie, `/accounts/${account}/postings${cursor ? `?cursor=${cursor}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = accountPostingsSchema.parse(response.json());
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return { pages, items: pages.flatMap((page) => page.items) };
}

const latestCheck = async (cookie: string): Promise<LedgerCheckRun | null> => {
  const response = await read(cookie, '/checks/latest');
  expect(response.statusCode, response.body).toBe(200);
  return ledgerCheckRunSchema.nullable().parse(response.json());
};

describe("Finance's view of the ledger", () => {
  it('names the same kinds of account as the ledger itself', () => {
    expect(ledgerAccountKinds).toEqual(accountKinds);
  });

  it('shows a trial balance whose total is 0.00 after money moved, each kind as its postings sum', async () => {
    const { db } = context.database;
    await fundedHolding(context.app, db, { dollars: 500, amount: '100.00', shares: 9 });
    const finance = await enrolledStaff(context.app, db, ['finance']);

    const response = await read(finance.cookie, '/trial-balance');
    expect(response.statusCode, response.body).toBe(200);
    const trial = trialBalanceSchema.parse(response.json());
    expect(trial.total).toBe('0.00');
    expect(trial.kinds.map((row) => row.kind)).toEqual([...ledgerAccountKinds]);
    const { rows } = await db.execute<{ kind: string; accounts: number; postings: number; balance: string }>(
      sql`select account_kind as kind, count(distinct account_id)::int as accounts, count(*)::int as postings, sum(amount_cents)::text as balance
          from ledger_postings group by account_kind`,
    );
    for (const row of trial.kinds) {
      const stored = rows.find((candidate) => candidate.kind === row.kind);
      expect([row.accounts, row.postings, decimalToCents(row.balance)], row.kind).toEqual([
        Number(stored?.accounts ?? 0),
        Number(stored?.postings ?? 0),
        Number(stored?.balance ?? 0),
      ]);
      expect(decimalToCents(row.moneyIn) - decimalToCents(row.moneyOut), row.kind).toBe(decimalToCents(row.balance));
    }
    // The investment moved money through the user's cash, the escrow, the creator's proceeds or cash, and the platform's fees.
    for (const kind of ['user_cash', 'project_escrow', 'platform_fees', 'sandbox'] as const) {
      expect(trial.kinds.find((row) => row.kind === kind)?.postings, kind).toBeGreaterThan(0);
    }
  });

  it("reads an account's postings newest first with the balance after each, page by page, and a transfer's legs", async () => {
    const { db } = context.database;
    const { investor, investmentId } = await fundedHolding(context.app, db, { dollars: 500, amount: '100.00', shares: 9 });
    const finance = await enrolledStaff(context.app, db, ['finance']);
    const userId = await userIdOf(db, investor.email);

    const cash = await allPostings(finance.cookie, `user_cash/${userId}`);
    expect(cash.pages).toHaveLength(1);
    const [page] = cash.pages;
    expect(page?.balance).toBe(await balanceOf(context.app, investor.cookie));
    expect(cash.items.map((posting) => [posting.code, posting.amount, posting.balanceAfter])).toEqual([
      ['investment_hold', '-100.00', '400.00'],
      ['deposit', '500.00', '500.00'],
    ]);

    // More than a page: each line's balance after it chains down to zero, and every page tells the same balance.
    const deposits = Array.from({ length: POSTINGS_PAGE + 10 }, () => ({
      code: 'deposit' as const,
      postings: [
        { account: SANDBOX, amount: cents(-1_00) },
        { account: userCash(userId), amount: cents(1_00) },
      ],
    }));
    await db.transaction((tx) => postTransfers(tx, deposits));
    const paged = await allPostings(finance.cookie, `user_cash/${userId}`);
    expect(paged.pages.map((each) => each.items.length)).toEqual([POSTINGS_PAGE, 12]);
    const balance = decimalToCents(await balanceOf(context.app, investor.cookie));
    expect(paged.pages.map((each) => decimalToCents(each.balance))).toEqual([balance, balance]);
    let after: number = balance;
    for (const [index, posting] of paged.items.entries()) {
      if (index > 0) expect(posting.id).toBeLessThan(paged.items[index - 1]!.id);
      expect(decimalToCents(posting.balanceAfter), `posting ${posting.id}`).toBe(after);
      after = decimalToCents(posting.balanceAfter) - decimalToCents(posting.amount);
    }
    expect(after).toBe(0);
    expect(paged.items.slice(-2)).toEqual(cash.items);

    const hold = cash.items[0]!;
    const response = await read(finance.cookie, `/transfers/${hold.transferId}`);
    expect(response.statusCode, response.body).toBe(200);
    const transfer = ledgerTransferSchema.parse(response.json());
    expect(transfer).toMatchObject({ id: hold.transferId, code: 'investment_hold', investmentId, at: hold.at });
    expect(transfer.legs.length).toBeGreaterThanOrEqual(2);
    expect(sumCents(transfer.legs.map((leg) => decimalToCents(leg.amount)))).toBe(0);
    expect(transfer.legs).toContainEqual({ postingId: hold.id, accountKind: 'user_cash', accountId: userId, amount: '-100.00' });

    const unknownTransfer = await read(finance.cookie, '/transfers/999999');
    expect([unknownTransfer.statusCode, unknownTransfer.json()]).toEqual([404, { message: NO_TRANSFER_WITH_ID }]);
    expect((await read(finance.cookie, '/accounts/bank/1/postings')).statusCode).toBe(400);
    expect((await read(finance.cookie, '/accounts/user_cash/me/postings')).statusCode).toBe(404);
    expect((await read(finance.cookie, `/accounts/user_cash/${userId}/postings?cursor=abc`)).statusCode).toBe(400);
    // An account nothing was posted to holds nothing.
    expect((await read(finance.cookie, '/accounts/creator_proceeds/999999/postings')).json()).toEqual({
      kind: 'creator_proceeds',
      accountId: 999999,
      balance: '0.00',
      items: [],
      nextCursor: null,
    });
  });

  it('runs the ledger check on demand: clean, kept with its time and who asked, audited, and read as the latest', async () => {
    const { db } = context.database;
    const finance = await enrolledStaff(context.app, db, ['finance']);
    const financeId = await userIdOf(db, finance.email);
    expect(await latestCheck(finance.cookie)).toBeNull();

    const response = await send(context.app, { method: 'POST', url: '/api/operator/ledger/checks', cookie: finance.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const run = ledgerCheckRunSchema.parse(response.json());
    expect(run).toMatchObject({ trigger: `staff:${financeId}`, clean: true, violations: [] });
    expect(Math.abs(Date.parse(run.at) - Date.now())).toBeLessThan(60_000);
    expect(await latestCheck(finance.cookie)).toEqual(run);

    const { rows } = await db.execute<{ roles: string[]; target: string; after: unknown }>(
      sql`select roles, target, after from audit_log where action = 'ledger.check' and staff_id = ${financeId}::int`,
    );
    expect(rows).toEqual([{ roles: ['finance'], target: 'ledger', after: { violations: 0 } }]);
  });

  it("keeps the daily job's run: clean, and with the violations when a balance is off, the job still failing then", async () => {
    const { db } = context.database;
    const finance = await enrolledStaff(context.app, db, ['finance']);
    await context.app.ready();
    const { boss } = context.app.jobQueue;
    const runJob = async (state: 'completed' | 'failed') => {
      const id = await boss.send(CHECK_LEDGER, null);
      await expect.poll(async () => (await boss.getJobById(CHECK_LEDGER, id!))?.state, { timeout: 15_000, interval: 250 }).toBe(state);
      return latestCheck(finance.cookie);
    };

    expect(await runJob('completed')).toMatchObject({ trigger: 'daily', clean: true, violations: [] });

    const { email } = await fundedHolding(context.app, db, { dollars: 200, amount: '100.00', shares: 9 }).then((made) => made.investor);
    const byEmail = eq(users.email, email);
    await db
      .update(users)
      .set({ balanceCents: sql`${users.balanceCents} + 1` })
      .where(byEmail);
    try {
      const broken = await runJob('failed');
      expect(broken).toMatchObject({ trigger: 'daily', clean: false });
      expect(broken?.violations).toEqual([expect.stringMatching(/^user \d+: balance 100\.01 but the ledger sums to 100\.00$/)]);
    } finally {
      await db
        .update(users)
        .set({ balanceCents: sql`${users.balanceCents} - 1` })
        .where(byEmail);
    }
  }, 60_000);

  it('is closed to a moderator: 403 on every read and on running the check', async () => {
    const moderator = await enrolledStaff(context.app, context.database.db, ['moderator']);
    const answers = [
      await read(moderator.cookie, '/trial-balance'),
      await read(moderator.cookie, '/accounts/sandbox/0/postings'),
      await read(moderator.cookie, '/transfers/1'),
      await read(moderator.cookie, '/checks/latest'),
      await send(context.app, { method: 'POST', url: '/api/operator/ledger/checks', cookie: moderator.cookie }),
    ];
    for (const response of answers) expect([response.statusCode, response.json()]).toEqual([403, { message: STAFF_FORBIDDEN }]);
  });
});
