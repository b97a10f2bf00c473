import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../../common/money';
import { investments, ledgerEntries, projects, users } from '../../db/schema';
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
    const invested = await send(context.app, { method: 'POST', url: '/api/investments', cookie, payload: investPayload(project.id, '100', 9) });
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
      () => context.database.db.update(users).set({ balanceCents: sql`${users.balanceCents} + 1` }).where(byEmail),
      () => context.database.db.update(users).set({ balanceCents: sql`${users.balanceCents} - 1` }).where(byEmail),
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
      () => context.database.db.update(projects).set({ raisedCents: cents(5) }).where(byId),
      () => context.database.db.update(projects).set({ raisedCents: cents(0) }).where(byId),
      /raised 0\.05 <> demo raise 0\.00 \+ active investments 0\.00/,
    );
  });

  it('catches an investment without its ledger debit, and a sale without its credit', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 100);
    const invested = await send(context.app, { method: 'POST', url: '/api/investments', cookie, payload: investPayload(project.id, '100', 9) });
    const id = invested.json().id as number;
    const [debit] = await context.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.investmentId, id));
    await expectCaught(
      () => context.database.db.update(ledgerEntries).set({ investmentId: null }).where(eq(ledgerEntries.investmentId, id)),
      () => context.database.db.update(ledgerEntries).set({ investmentId: id }).where(eq(ledgerEntries.id, debit?.id ?? 0)),
      new RegExp(`^investment ${id} \\(active, 100\\.00\\): ledger has 0 debit`),
    );
    await expectCaught(
      () => context.database.db.update(investments).set({ status: 'sold', saleValueCents: cents(100_00) }).where(eq(investments.id, id)),
      () => context.database.db.update(investments).set({ status: 'active', saleValueCents: null }).where(eq(investments.id, id)),
      new RegExp(`^project ${project.id}: 991 available \\+ 0 invested \\+ 0 demo shares <> 1000 total shares$`),
      new RegExp(`^project ${project.id}: raised 100\\.00 <> demo raise 0\\.00 \\+ active investments 0\\.00$`),
      new RegExp(`^investment ${id} \\(sold, 100\\.00\\): ledger has 1 debit\\(s\\) totalling -100\\.00 and 0 sale credit\\(s\\) totalling 0\\.00, sale value 100\\.00$`),
    );
  });
});
