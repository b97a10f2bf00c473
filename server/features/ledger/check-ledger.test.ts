import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { investments, ledgerPostings, ledgerTransfers, projects, users } from '../../db/schema';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { checkLedger, ledgerScope } from './check-ledger';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

/** Breaks one invariant by hand, checks that the check names it, and puts things back. */
async function expectCaught(breakIt: () => Promise<unknown>, repair: () => Promise<unknown>, ...patterns: RegExp[]): Promise<void> {
  await breakIt();
  const violations = await checkLedger(context.database.db);
  await repair();
  expect(violations).toHaveLength(patterns.length);
  patterns.forEach((pattern, index) => expect(violations[index]).toMatch(pattern));
  await expectLedgerClean(context.database.db);
}

describe('checkLedger', () => {
  it('is clean on the seeded demo data and after real investing and selling', async () => {
    await expectLedgerClean(context.database.db);
    const project = await createProject(context.database.db, { availableShares: 600 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const invested = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: investPayload(project.id, '100', 9),
    });
    await send(context.app, { method: 'POST', url: '/api/investments', cookie, payload: investPayload(project.id, '200', 19) });
    await send(context.app, { method: 'DELETE', url: `/api/investments/${invested.json().id}`, cookie });
    await expectLedgerClean(context.database.db);
    const scope = await ledgerScope(context.database.db);
    expect(scope.users).toBeGreaterThanOrEqual(1);
    expect(scope.projects).toBeGreaterThanOrEqual(8);
  });

  it('catches a balance that the ledger does not explain', async () => {
    const { email } = await fundedInvestor(context.app, 100);
    const byEmail = eq(users.email, email);
    await expectCaught(
      () =>
        context.database.db
          .update(users)
          .set({ balanceCents: sql`${users.balanceCents} + 1` })
          .where(byEmail),
      () =>
        context.database.db
          .update(users)
          .set({ balanceCents: sql`${users.balanceCents} - 1` })
          .where(byEmail),
      /^user \d+: balance 100\.01 but the ledger sums to 100\.00$/,
    );
  });

  it('catches shares that appear or vanish, and a raise that does not add up', async () => {
    const project = await createProject(context.database.db);
    const byId = eq(projects.id, project.id);
    await expectCaught(
      () => context.database.db.update(projects).set({ availableShares: 999 }).where(byId),
      () => context.database.db.update(projects).set({ availableShares: 1000 }).where(byId),
      /999 available \+ 0 invested \+ 0 demo shares <> 1000 total shares/,
    );
    await expectCaught(
      () =>
        context.database.db
          .update(projects)
          .set({ raisedCents: cents(5) })
          .where(byId),
      () =>
        context.database.db
          .update(projects)
          .set({ raisedCents: cents(0) })
          .where(byId),
      /raised 0\.05 <> demo raise 0\.00 \+ investments open or sold 0\.00/,
    );
  });

  it('catches an escrow that does not hold the pending investments, and an unbalanced transfer', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 100);
    const invested = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: investPayload(project.id, '100', 9),
    });
    const id = invested.json().id as number;
    const byId = eq(projects.id, project.id);
    await expectCaught(
      () =>
        context.database.db
          .update(projects)
          .set({ escrowCents: cents(0) })
          .where(byId),
      () =>
        context.database.db
          .update(projects)
          .set({ escrowCents: cents(100_00) })
          .where(byId),
      new RegExp(`^project escrow ${project.id}: balance 0\\.00 but the ledger sums to 100\\.00$`),
      new RegExp(`^project ${project.id}: escrow 0\\.00 <> pending investments 100\\.00$`),
    );
    const [hold] = await context.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.investmentId, id));
    const [escrowPosting] = await context.database.db
      .select()
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.transferId, hold?.id ?? 0), eq(ledgerPostings.accountKind, 'project_escrow')));
    const byPosting = eq(ledgerPostings.id, escrowPosting?.id ?? 0);
    await expectCaught(
      () =>
        context.database.db
          .update(ledgerPostings)
          .set({ amountCents: cents(99_99) })
          .where(byPosting),
      () =>
        context.database.db
          .update(ledgerPostings)
          .set({ amountCents: cents(100_00) })
          .where(byPosting),
      new RegExp(`^transfer ${hold?.id} \\(investment_hold\\): 2 posting\\(s\\) summing to -0\\.01$`),
      new RegExp(`^project escrow ${project.id}: balance 100\\.00 but the ledger sums to 99\\.99$`),
    );
  });

  it('catches a closed investment without the transfer that paid it back', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 100);
    const invested = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: investPayload(project.id, '100', 9),
    });
    const id = invested.json().id as number;
    await expectCaught(
      () =>
        context.database.db
          .update(investments)
          .set({ status: 'cancelled', proceedsCents: cents(100_00) })
          .where(eq(investments.id, id)),
      () => context.database.db.update(investments).set({ status: 'pending', proceedsCents: null }).where(eq(investments.id, id)),
      new RegExp(`^project ${project.id}: 991 available \\+ 0 invested \\+ 0 demo shares <> 1000 total shares$`),
      new RegExp(`^project ${project.id}: raised 100\\.00 <> demo raise 0\\.00 \\+ investments open or sold 0\\.00$`),
      new RegExp(`^project ${project.id}: escrow 100\\.00 <> pending investments 0\\.00$`),
      new RegExp(
        `^investment ${id} \\(cancelled, 100\\.00\\): ledger has 1 hold\\(s\\) totalling -100\\.00 and 0 payback\\(s\\) totalling 0\\.00, proceeds 100\\.00$`,
      ),
    );
  });
});
