import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { investments } from '../../db/schema';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { closeCampaignNow } from '../campaigns';
import { checkLedger } from './check-ledger';

/**
 * The line `npm run check:ledger` prints for an open (pending or active) investment that was
 * paid back: its holds and paybacks, and no "proceeds", which only closed investments have.
 */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

async function reopenedLines(cookie: string, projectFunded: boolean): Promise<{ id: number; lines: string[] }> {
  const project = await createProject(context.database.db, projectFunded ? { fundingGoalCents: 100_00 } : {});
  const bought = await send(context.app, { method: 'POST', url: '/api/investments', cookie, payload: investPayload(project.id, '100', 9) });
  const id = bought.json().id as number;
  if (projectFunded) {
    expect(await closeCampaignNow(context.database.db, project.id, new Date())).toBe('funded');
  }
  expect((await send(context.app, { method: 'DELETE', url: `/api/investments/${id}`, cookie })).statusCode).toBe(200);
  const [closed] = await context.database.db.select().from(investments).where(eq(investments.id, id));
  // Reopened by hand, as if the payback had been written for an investment that stayed open.
  const byId = eq(investments.id, id);
  await context.database.db
    .update(investments)
    .set({ status: projectFunded ? 'active' : 'pending' })
    .where(byId);
  const lines = (await checkLedger(context.database.db)).filter((line) => line.startsWith('investment '));
  await context.database.db
    .update(investments)
    .set({ status: closed?.status ?? 'sold' })
    .where(byId);
  return { id, lines };
}

describe('checkLedger on an open investment that was paid back', () => {
  it('pending: one hold, one payback, no proceeds', async () => {
    const { cookie } = await fundedInvestor(context.app, 100);
    const { id, lines } = await reopenedLines(cookie, false);
    expect(lines).toEqual([`investment ${id} (pending, 100.00): ledger has 1 hold(s) totalling -100.00 and 1 payback(s) totalling 100.00`]);
  });

  it('active: one hold, one payback, no proceeds', async () => {
    const { cookie } = await fundedInvestor(context.app, 100);
    const { id, lines } = await reopenedLines(cookie, true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^investment ${id} \\(active, 100\\.00\\): ledger has 1 hold\\(s\\) totalling -100\\.00 and 1 payback\\(s\\) totalling \\d+\\.\\d\\d$`,
      ),
    );
  });
});
