import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { investments, projects } from '../../db/schema';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { checkLedger } from './check-ledger';

/**
 * `npm run check:ledger` prints one line per broken invariant; the operator repairs the data
 * from them. Each test breaks one thing by hand and expects exactly the line that names it, no
 * more (a project with demo shares and active investments must not be reported for what holds).
 */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

async function violationsWhile(breakIt: () => Promise<unknown>, repair: () => Promise<unknown>): Promise<string[]> {
  await breakIt();
  const violations = await checkLedger(context.database.db);
  await repair();
  await expectLedgerClean(context.database.db);
  return violations;
}

async function investIn(cookie: string, projectId: number, amount: string, shares: number): Promise<number> {
  const response = await send(context.app, {
    method: 'POST',
    url: '/api/investments',
    cookie,
    payload: investPayload(projectId, amount, shares),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

describe('checkLedger reports', () => {
  it('a demo raise that is not a whole number of shares, and nothing else when the rest adds up', async () => {
    const project = await createProject(context.database.db);
    const byId = eq(projects.id, project.id);
    const violations = await violationsWhile(
      () =>
        context.database.db
          .update(projects)
          .set({ demoRaisedCents: cents(5), raisedCents: cents(5) })
          .where(byId),
      () =>
        context.database.db
          .update(projects)
          .set({ demoRaisedCents: cents(0), raisedCents: cents(0) })
          .where(byId),
    );
    expect(violations).toEqual([`project ${project.id}: the demo raise 0.05 is not a whole number of shares`]);
  });

  it('only the raise, or only the shares, of a project with demo shares and active investments', async () => {
    // 100 shares ($1,000) sold before the sandbox, then $100 for 9 shares and $200 for 19.
    const project = await createProject(context.database.db, { availableShares: 900 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    await investIn(cookie, project.id, '100', 9);
    await investIn(cookie, project.id, '200', 19);
    const byId = eq(projects.id, project.id);

    const raise = await violationsWhile(
      () =>
        context.database.db
          .update(projects)
          .set({ raisedCents: sql`${projects.raisedCents} + 1` })
          .where(byId),
      () =>
        context.database.db
          .update(projects)
          .set({ raisedCents: sql`${projects.raisedCents} - 1` })
          .where(byId),
    );
    expect(raise).toEqual([`project ${project.id}: raised 1300.01 <> demo raise 1000.00 + investments open or sold 300.00`]);

    const shares = await violationsWhile(
      () =>
        context.database.db
          .update(projects)
          .set({ availableShares: sql`${projects.availableShares} - 1` })
          .where(byId),
      () =>
        context.database.db
          .update(projects)
          .set({ availableShares: sql`${projects.availableShares} + 1` })
          .where(byId),
    );
    expect(shares).toEqual([`project ${project.id}: 871 available + 28 invested + 100 demo shares <> 1000 total shares`]);
  });

  it('a closed investment without the transfer that paid it back, and without its proceeds', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 100);
    const id = await investIn(cookie, project.id, '100', 9);

    const cancelledWithoutValue = await violationsWhile(
      () => context.database.db.update(investments).set({ status: 'cancelled' }).where(eq(investments.id, id)),
      () => context.database.db.update(investments).set({ status: 'pending' }).where(eq(investments.id, id)),
    );
    expect(cancelledWithoutValue).toEqual([
      `project ${project.id}: 991 available + 0 invested + 0 demo shares <> 1000 total shares`,
      `project ${project.id}: raised 100.00 <> demo raise 0.00 + investments open or sold 0.00`,
      `project ${project.id}: escrow 100.00 <> pending investments 0.00`,
      `investment ${id} (cancelled, 100.00): ledger has 1 hold(s) totalling -100.00 and 0 payback(s) totalling 0.00, proceeds missing`,
    ]);
  });
});
