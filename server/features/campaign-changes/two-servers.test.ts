import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '@common/rules/campaign-changes';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { investments, ledgerTransfers } from '../../db/schema';
import { notifications } from '../../db/schema-updates-and-notifications';
import { settleDue } from '../../jobs/settle-due';
import { expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { creatorWithProject } from '../../test/notification-fixtures';
import { send } from '../../test/test-app';
import { FixedClock } from '../../test/test-clock';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';

const DAY_MS = 86_400_000;

/** Two servers on one PostgreSQL database, each with its own pool, settling the same lapsed reconfirmations at once. */
describe.skipIf(testDatabaseKind !== 'postgres')('lapsed reconfirmations across two servers', () => {
  const clock = new FixedClock();
  let testDatabase: TestDatabase;
  let secondDatabase: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    secondDatabase = openPostgres(testDatabase.url ?? '');
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SIGNUPS_PER_CLIENT: '1000' }),
      database: testDatabase.database,
      clientFolder: null,
      logger: false,
      clock,
    });
  });

  afterAll(async () => {
    await app?.close();
    await secondDatabase?.close();
    await testDatabase?.close();
  });

  it('each unconfirmed investment is cancelled, refunded and told exactly once', async () => {
    const db = testDatabase.database.db;
    const endDate = utcDay(new Date(clock.now().getTime() + 90 * DAY_MS));
    const creator = await creatorWithProject(app, db, { endDate });
    const ids: number[] = [];
    for (let backer = 0; backer < 6; backer += 1) {
      const { cookie } = await fundedInvestor(app, 500);
      const response = await send(app, {
        method: 'POST',
        url: '/api/investments',
        cookie,
        payload: investPayload(creator.project.id, '100', 9),
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id as number);
    }
    const later = utcDay(new Date(clock.now().getTime() + 100 * DAY_MS));
    expect(
      (
        await send(app, {
          method: 'PATCH',
          url: `/api/projects/${creator.project.id}`,
          cookie: creator.cookie,
          payload: { endDate: later },
        })
      ).statusCode,
    ).toBe(200);

    const jumped = await clock.advanceDays(14);
    const [first, second] = await Promise.all([settleDue(db, jumped), settleDue(secondDatabase.db, jumped)]);
    expect((first?.unconfirmedCancelled ?? 0) + (second?.unconfirmedCancelled ?? 0)).toBe(6);

    const rows = await db.select({ status: investments.status }).from(investments).where(inArray(investments.id, ids));
    expect(rows.map((row) => row.status)).toEqual(Array(6).fill('cancelled'));
    const refunds = await db
      .select()
      .from(ledgerTransfers)
      .where(and(inArray(ledgerTransfers.investmentId, ids), eq(ledgerTransfers.code, 'cancel_refund')));
    expect(refunds).toHaveLength(6);
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, creator.project.id), eq(notifications.kind, 'reconfirmation_lapsed')));
    expect(told).toHaveLength(6);
    await expectLedgerClean(db);
  });
});
