import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { queryOne, queryRow, queryRows, sqlColumn } from './typed-sql';

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(() => testDatabase.close());

const countRow = z.object({ count: sqlColumn.integer });

describe('typed SQL', () => {
  it('answers the one row an aggregate always has, and throws when a statement promised one answers none', async () => {
    const db = testDatabase.database.db;
    await expect(queryOne(db, countRow, sql`select count(*) as count from users where false`)).resolves.toEqual({ count: 0 });
    await expect(queryOne(db, countRow, sql`select 1 as count where false`)).rejects.toThrow(
      'a statement that always answers one row answered none',
    );
  });

  it('answers the first row or null, and refuses a row its schema does not describe', async () => {
    const db = testDatabase.database.db;
    await expect(queryRow(db, countRow, sql`select 2 as count union all select 3 order by 1`)).resolves.toEqual({ count: 2 });
    await expect(queryRow(db, countRow, sql`select 1 as count where false`)).resolves.toBeNull();
    await expect(queryRows(db, countRow, sql`select 'many' as count`)).rejects.toThrow();
  });
});
