import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { investments, users } from '../../db/schema';
import { balanceOf, createProject, expectLedgerClean, findProjectRow, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';

/**
 * An investment checks the project, writes the investment and the debit, and only then takes
 * the shares with a conditional update. Between the check and the update another buyer (or the
 * creator pausing the project) can get there first; on PostgreSQL that is a real race. PGlite
 * runs one transaction at a time, so here a trigger plays the other party: fired by the new
 * investment row, inside the same transaction, it changes the project as a concurrent request
 * would have. The investor must then be told what changed, and nothing may stay written.
 */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(async () => {
  await context.database.db.execute(sql`drop trigger if exists meanwhile on investments`);
  await context.database.db.execute(sql`drop trigger if exists sold_meanwhile on investments`);
  await expectLedgerClean(context.database.db);
});

/** From now on, the next investment in any project finds it changed by `change` (an SQL `set` list). */
async function meanwhile(change: string): Promise<void> {
  await context.database.db.execute(
    sql.raw(`create or replace function meanwhile() returns trigger language plpgsql as $$
      begin
        update projects set ${change} where id = new.project_id;
        return new;
      end $$`),
  );
  await context.database.db.execute(sql`create trigger meanwhile after insert on investments for each row execute function meanwhile()`);
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('POST /api/investments when the project changes between the check and the purchase', () => {
  it.each([
    ['another buyer took all the shares', 'available_shares = 0', 'Only 0 shares are available.'],
    ['another buyer left fewer shares than asked', 'available_shares = 4', 'Only 4 shares are available.'],
    ['the creator paused the project', "status = 'paused'", 'This project is not open for investment.'],
    ['the project ended', `end_date = '${yesterday()}'`, 'This project has ended and no longer accepts investments.'],
  ])('%s: says what changed, charges nothing, keeps nothing', async (_name, change, message) => {
    const project = await createProject(context.database.db);
    const { cookie, email } = await fundedInvestor(context.app, 1000);
    await meanwhile(change);

    const response = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: investPayload(project.id, '100', 9),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await balanceOf(context.app, cookie)).toBe('1000.00');
    const [user] = await context.database.db.select().from(users).where(eq(users.email, email));
    expect(await context.database.db.$count(investments, eq(investments.userId, user?.id ?? 0))).toBe(0);
    // The other party's change was part of the refused transaction here, so it is gone too.
    expect(await findProjectRow(context.database.db, project.id)).toMatchObject({
      availableShares: 1000,
      raisedCents: 0,
      status: 'active',
    });
  });
});

describe('DELETE /api/investments/{id} when another sale of it gets there first', () => {
  /**
   * On PostgreSQL the losing sale waits on the row lock, then finds `status = 'active'` no longer
   * true and updates nothing. Here a trigger makes the update of this sale touch no row, which
   * is what the losing sale sees.
   */
  it('answers 409 and credits nothing', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 100);
    const bought = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: investPayload(project.id, '100', 9),
    });
    expect(bought.statusCode).toBe(201);
    await context.database.db.execute(
      sql.raw(`create or replace function sold_meanwhile() returns trigger language plpgsql as $$ begin return null; end $$`),
    );
    await context.database.db.execute(
      sql`create trigger sold_meanwhile before update on investments for each row when (old.status = 'active' and new.status = 'sold') execute function sold_meanwhile()`,
    );

    const response = await send(context.app, { method: 'DELETE', url: `/api/investments/${bought.json().id}`, cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This investment has already been sold.' });
    expect(await balanceOf(context.app, cookie)).toBe('0.00');
    expect(await findProjectRow(context.database.db, project.id)).toMatchObject({ availableShares: 991, raisedCents: 100_00 });
  });
});
