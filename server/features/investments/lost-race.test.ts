import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { investments } from '../../db/schema';
import {
  balanceOf,
  createProject,
  expectLedgerClean,
  findProjectRow,
  fundedInvestor,
  investPayload,
  userIdOf,
} from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';

/**
 * An investment reads the project, checks it, then takes the shares with a conditional update
 * (`available_shares >= shares and status = 'active' and end_date >= today`). On PostgreSQL
 * another request can change the project in between: another buyer takes the shares, or the
 * campaign closes. PGlite runs one transaction at a time, so here a trigger plays the other
 * party: when the purchase updates the project, the trigger first applies the other party's
 * change and then lets the purchase's update find no row, which is what the conditional update
 * sees when it loses the race. The investor must be told what changed, and nothing may stay
 * written.
 */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(async () => {
  await context.database.db.execute(sql`drop trigger if exists got_there_first on projects`);
  await expectLedgerClean(context.database.db);
});

/** The next purchase of any project finds it changed by `change` (an SQL `set` list) just before its update. */
async function gotThereFirst(change: string): Promise<void> {
  await context.database.db.execute(
    sql.raw(`create or replace function got_there_first() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() > 1 then return new; end if;
        update projects set ${change} where id = old.id;
        return null;
      end $$`),
  );
  await context.database.db.execute(
    sql`create trigger got_there_first before update on projects for each row execute function got_there_first()`,
  );
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('POST /api/investments when the project changes between the check and the purchase', () => {
  it.each([
    ['another buyer took all the shares', 'available_shares = 0', 'Only 0 shares are available.'],
    ['another buyer left fewer shares than asked', 'available_shares = 4', 'Only 4 shares are available.'],
    ['the campaign closed funded', "status = 'funded'", 'This project is not open for investment.'],
    ['the campaign ended', `end_date = '${yesterday()}'`, 'This project has ended and no longer accepts investments.'],
  ])('%s: says what changed, charges nothing, keeps nothing', async (_name, change, message) => {
    const project = await createProject(context.database.db);
    const { cookie, email } = await fundedInvestor(context.app, 1000);
    await gotThereFirst(change);

    const response = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: investPayload(project.id, '100', 9),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await balanceOf(context.app, cookie)).toBe('1000.00');
    const userId = await userIdOf(context.database.db, email);
    expect(await context.database.db.$count(investments, eq(investments.userId, userId))).toBe(0);
    // The other party's change was part of the refused transaction here, so it is gone too.
    expect(await findProjectRow(context.database.db, project.id)).toMatchObject({
      availableShares: 1000,
      raisedCents: 0,
      status: 'active',
    });
  });
});
