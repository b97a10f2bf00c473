import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cents } from '@common/money';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { queryOne, queryRows, sqlColumn } from '../../db/typed-sql';
import { createProject } from '../../test/money-fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { uniqueEmail } from '../../test/test-app';
import { sendFillNotices } from './fill-notices';

/**
 * The fill notices' queue on its own: notices that arrive while one transaction writes go
 * together in the next, each resolved with its own count once committed.
 */
describe('sendFillNotices', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.close());

  // Under a second when the queue works; a queue that never answers fails at 10 s, not at the suite's timeout.
  it('writes the notices sent while a transaction writes together in the next one, each told once', async () => {
    const { db } = testDatabase.database;
    const project = await createProject(db);
    const [trader] = await db
      .insert(users)
      .values({
        email: uniqueEmail('fill-notices'),
        passwordHash: 'not used',
        firstName: 'Fill',
        lastName: 'Notices',
        accountType: 'investor',
      })
      .returning({ id: users.id });
    if (!trader) throw new Error('a trader');
    // The transactions the queue opens, by how many notices each wrote.
    const batches: number[] = [];
    const counting = Object.assign(Object.create(db) as Database, {
      transaction: ((work, config) =>
        db.transaction(async (tx) => {
          const before = await notificationCount(tx, trader.id);
          const result = await work(tx);
          batches.push((await notificationCount(tx, trader.id)) - before);
          return result;
        }, config)) as Database['transaction'],
    });
    const placement = (takerOrderId: number, filledNow: number) => ({
      project: { id: project.id, title: project.title },
      takerOrderId,
      orders: [
        { orderId: takerOrderId, userId: trader.id, side: 'buy' as const, filledNow, valueNow: cents(filledNow * 10_00), remaining: 0 },
      ],
      at: new Date(),
    });
    const base = 900_000_000 + trader.id * 10;
    const sent = await Promise.all([1, 2, 3, 4].map((n) => sendFillNotices(counting, placement(base + n, n))));
    expect(sent).toEqual([1, 1, 1, 1]);
    // The first found no transaction writing and went alone; the three sent meanwhile went in the next.
    expect(batches).toEqual([1, 3]);
    // Sent again (a settle round after a lost answer), the same events tell nobody twice.
    expect(await sendFillNotices(counting, placement(base + 1, 1))).toBe(0);
    const bodies = await queryRows(
      db,
      z.object({ body: sqlColumn.text }),
      sql`select body from notifications where user_id = ${trader.id}::int order by id`,
    );
    expect(bodies.map(({ body }) => body)).toEqual(
      [1, 2, 3, 4].map((n) => `Your buy order: ${n} share${n === 1 ? '' : 's'} bought at $10.00 on average. The order is filled.`),
    );
  }, 10_000);
});

const notificationCount = async (db: Database, userId: number) =>
  (
    await queryOne(
      db,
      z.object({ count: sqlColumn.integer }),
      sql`select count(*) as count from notifications where user_id = ${userId}::int`,
    )
  ).count;
