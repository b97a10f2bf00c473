import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteExtensions } from '../db/client';
import { reusedPglite } from './reused-pglite';

/** Everything a test file could tell apart: every table's rows in scan order, every sequence's next id, the session's settings. */
async function contents(client: PGlite): Promise<Record<string, unknown>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'S') and n.nspname in ('public', 'drizzle') order by 1`,
  );
  const result: Record<string, unknown> = {};
  for (const { name } of tables) result[name] = (await client.query(`select * from ${name}`)).rows;
  for (const setting of ['timezone', 'search_path', 'session_replication_role', 'statement_timeout']) {
    result[setting] = (await client.query(`show ${setting}`)).rows;
  }
  result.triggers = (await client.query('select tgname from pg_trigger where not tgisinternal')).rows;
  result.functions = (await client.query(`select proname from pg_proc where pronamespace = 'public'::regnamespace`)).rows;
  return result;
}

/** What a file does to its database: rows added, changed and removed, ids taken, the session's settings changed. */
async function use(client: PGlite): Promise<void> {
  await client.exec(`
    insert into users (email, password_hash, first_name, last_name, account_type) values ('new@example.test', 'x', 'New', 'User', 'investor');
    update users set first_name = 'Changed' where id = (select min(id) from users);
    insert into sandbox_state (id, clock_offset_ms) values (true, 86400000) on conflict (id) do update set clock_offset_ms = excluded.clock_offset_ms;
    delete from notifications;
    select nextval('projects_id_seq');
    set timezone = 'Pacific/Auckland';
    select pg_advisory_lock(42);
  `);
}

describe('reusedPglite', () => {
  const snapshotBlob = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
  // Its own name: this file's databases are not the ones kept for the other files of the thread.
  const snapshot = `${inject('pgliteSnapshotPath')} (reused-pglite.test.ts)`;
  let loads = 0;
  const load = () => {
    loads += 1;
    return PGlite.create({ loadDataDir: snapshotBlob, extensions: pgliteExtensions });
  };
  let fresh: Record<string, unknown>;

  beforeAll(async () => {
    const client = await load();
    fresh = await contents(client);
    await client.close();
  });
  afterAll(async () => {
    // Another name lets this file's kept databases go.
    await (await reusedPglite(`${snapshot} (done)`, load)).close();
  });

  it('gives the next file the database a file handed back, as the snapshot holds it', async () => {
    const first = await reusedPglite(snapshot, load);
    expect(await contents(first)).toEqual(fresh);
    await use(first);
    expect(await contents(first)).not.toEqual(fresh);
    await first.close();
    const loadsBefore = loads;

    const next = await reusedPglite(snapshot, load);
    expect(loads).toBe(loadsBefore);
    expect(await contents(next)).toEqual(fresh);
    // The advisory lock went with the session.
    expect((await next.query<{ locked: boolean }>('select pg_try_advisory_lock(42) as locked')).rows).toEqual([{ locked: true }]);
    // A file that writes one table only: that table is reset alone, the others are already the snapshot's.
    await next.exec(`delete from notifications where id = (select max(id) from notifications); select nextval('notifications_id_seq')`);
    await next.close();

    const third = await reusedPglite(snapshot, load);
    expect(loads).toBe(loadsBefore);
    expect(await contents(third)).toEqual(fresh);
    await third.close();
  });

  it('closes the database for the file that handed it back, so that work it left running cannot reach the next file', async () => {
    const first = await reusedPglite(snapshot, load);
    await first.close();
    expect(first.closed).toBe(true);
    await expect(first.query('select 1')).rejects.toThrow('PGlite is closed');
    const next = await reusedPglite(snapshot, load);
    expect(next.closed).toBe(false);
    await next.close();
  });

  it('loads the snapshot again after a file changed the schema, left a transaction open or is still listening', async () => {
    const ways: Array<(client: PGlite) => Promise<unknown>> = [
      (client) =>
        client.exec(`
          create function got_there_first() returns trigger language plpgsql as $$ begin return new; end $$;
          create trigger got_there_first before update on projects for each row execute function got_there_first();
        `),
      (client) => client.exec('create index users_first_name on users (first_name)'),
      (client) => client.exec("begin; update users set first_name = 'Open'"),
      (client) => client.listen('sandbox_clock', () => undefined),
    ];
    for (const way of ways) {
      const used = await reusedPglite(snapshot, load);
      await way(used);
      await use(used).catch(() => undefined);
      await used.close();
      const loadsBefore = loads;
      const next = await reusedPglite(snapshot, load);
      expect(loads).toBe(loadsBefore + 1);
      expect(await contents(next)).toEqual(fresh);
      await next.close();
    }
  });
});
