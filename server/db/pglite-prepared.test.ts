import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wrapPglite, type DatabaseHandle } from './client';
import { forgetPreparedStatements } from './pglite-prepared';
import { executePrepared, prepareStatement } from './prepared';

const { placeholder } = sql;

/** Every kind of column the money paths read back, and a parameter of each kind they send. */
const EVERY_KIND = prepareStatement(sql`
  select ${placeholder('n')}::int as n, ${placeholder('amount')}::bigint * 2 as amount, ${placeholder('price')}::numeric as price,
         ${placeholder('at')}::timestamptz as at, ${placeholder('at')}::date as day, interval '2 days' as span,
         ${placeholder('label')}::text as label, ${placeholder('ids')}::int[] as ids, jsonb_build_object('k', ${placeholder('n')}::int) as doc,
         ${placeholder('missing')}::text as missing, ${placeholder('flag')}::boolean as flag`);

const everyKindValues = {
  n: 7,
  amount: 250,
  price: '12.50',
  at: '2026-11-27T10:00:00.000Z',
  label: 'seven',
  ids: [3, 1, 2],
  missing: null,
  flag: true,
};

const DIVIDE = prepareStatement(sql`select 1 / ${placeholder('n')}::int as quotient`);

const preparedNames = async (handle: DatabaseHandle) =>
  (await handle.db.execute(sql`select name from pg_prepared_statements`)).rows.map((row) => row.name);

describe('named prepared statements on PGlite', () => {
  let client: PGlite;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    client = await PGlite.create();
    handle = wrapPglite(client);
  });
  afterAll(() => handle.close());

  it('are prepared once under their name and answer the rows Drizzle reads for the same statement', async () => {
    const run = () => handle.db.transaction((tx) => executePrepared(tx, EVERY_KIND, everyKindValues, z.record(z.string(), z.unknown())));
    const [first] = await run();
    const [second] = await run();
    const drizzle = await handle.db.execute(sql`
      select ${7}::int as n, ${250}::bigint * 2 as amount, ${'12.50'}::numeric as price,
             ${'2026-11-27T10:00:00.000Z'}::timestamptz as at, ${'2026-11-27T10:00:00.000Z'}::date as day, interval '2 days' as span,
             ${'seven'}::text as label, ${'{3,1,2}'}::int[] as ids, jsonb_build_object('k', ${7}::int) as doc,
             ${null}::text as missing, ${true}::boolean as flag`);
    expect(first).toEqual(drizzle.rows[0]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ n: 7, amount: 500, at: '2026-11-27 10:00:00+00', ids: [3, 1, 2], doc: { k: 7 }, missing: null });
    expect(await preparedNames(handle)).toEqual([EVERY_KIND.name]);
  });

  it("fail as Drizzle's queries do, the database's error as the cause, and the statement stays prepared", async () => {
    const failed = handle.db.transaction((tx) => executePrepared(tx, DIVIDE, { n: 0 }, z.object({ quotient: z.number() })));
    await expect(failed).rejects.toBeInstanceOf(DrizzleQueryError);
    await expect(failed).rejects.toMatchObject({ cause: { code: '22012' } });
    const answered = await handle.db.transaction((tx) => executePrepared(tx, DIVIDE, { n: 1 }, z.object({ quotient: z.number() })));
    expect(answered).toEqual([{ quotient: 1 }]);
    expect(await preparedNames(handle)).toContain(DIVIDE.name);
  });

  it('are prepared again after the session is discarded and forgotten (the test database reset)', async () => {
    await client.exec('discard all');
    forgetPreparedStatements(client);
    expect(await preparedNames(handle)).toEqual([]);
    const answered = await handle.db.transaction((tx) => executePrepared(tx, DIVIDE, { n: 1 }, z.object({ quotient: z.number() })));
    expect(answered).toEqual([{ quotient: 1 }]);
    expect(await preparedNames(handle)).toEqual([DIVIDE.name]);
  });
});
