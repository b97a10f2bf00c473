import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignClosesAt } from '@common/rules/campaigns';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { createProject, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { creatorWithProject, notificationsOf, openStream } from '../../test/notification-fixtures';
import { FixedClock } from '../../test/test-clock';
import { send, signUpUser } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { closeDueCampaigns } from '../campaigns';
import { settleDue } from '../../jobs/settle-due';
import { SESSION_CHECK_MS } from './live-hub';
import { CLOSING_SOON_LEAD_MS } from './reminders';

/**
 * Two servers on one PostgreSQL database, each with its own connection pool and its own
 * listening connection, as two processes behind a load balancer would be.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('notifications across two servers', () => {
  const clock = new FixedClock();
  let testDatabase: TestDatabase;
  let secondDatabase: DatabaseHandle;
  let serverA: FastifyInstance;
  let serverB: FastifyInstance;
  let urlA = '';

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    secondDatabase = openPostgres(testDatabase.url ?? '');
    const config = loadConfig({ LOG_LEVEL: 'silent', SIGNUPS_PER_CLIENT: '1000' });
    serverA = await buildApp({ config, database: testDatabase.database, clientFolder: null, logger: false, clock });
    serverB = await buildApp({ config, database: secondDatabase, clientFolder: null, logger: false, clock });
    urlA = await serverA.listen({ port: 0, host: '127.0.0.1' });
    await serverB.ready();
  });

  afterAll(async () => {
    await Promise.all([serverA?.close(), serverB?.close()]);
    await secondDatabase?.close();
    await testDatabase?.close();
  });

  it('a stream on server A receives a notification written through server B within 2 s', async () => {
    const creator = await creatorWithProject(serverB, secondDatabase.db);
    const reader = await signUpUser(serverB);
    expect(
      (await send(serverB, { method: 'PUT', url: `/api/follows/projects/${creator.project.id}`, cookie: reader.cookie })).statusCode,
    ).toBe(204);
    const stream = await openStream(urlA, reader.cookie);
    try {
      expect(stream.status).toBe(200);
      const started = Date.now();
      const posted = await send(serverB, {
        method: 'POST',
        url: `/api/projects/${creator.project.id}/updates`,
        cookie: creator.cookie,
        payload: { title: 'Across', body: 'From B.', visibility: 'public' },
      });
      expect(posted.statusCode).toBe(201);
      const [event] = await stream.waitFor(1, 2000);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(JSON.parse(event?.data ?? '{}')).toMatchObject({ kind: 'update_posted', title: 'Test Project: Across', body: 'From B.' });
    } finally {
      stream.close();
    }
  });

  it('a stream on server A ends within about a second of its session being signed out through server B', async () => {
    const reader = await signUpUser(serverB);
    const stream = await openStream(urlA, reader.cookie);
    expect(stream.status).toBe(200);
    const started = Date.now();
    expect((await send(serverB, { method: 'POST', url: '/api/auth/logout', cookie: reader.cookie })).statusCode).toBeLessThan(300);
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(SESSION_CHECK_MS * 2.5);
  });

  it('each user hears of each event exactly once when both servers settle the same moment at once', async () => {
    const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const closing = await createProject(testDatabase.database.db, { endDate: day(5) });
    // A creator with an account: told of the new backer and of the funded close, each once.
    const creator = await creatorWithProject(serverA, testDatabase.database.db, { fundingGoalCents: 100_00, endDate: day(5) });
    const funded = creator.project;
    const followers = await Promise.all([signUpUser(serverA), signUpUser(serverB), signUpUser(serverA)]);
    const backer = await fundedInvestor(serverA, 1000);
    for (const project of [closing, funded]) {
      for (const follower of followers)
        expect(
          (await send(serverA, { method: 'PUT', url: `/api/follows/projects/${project.id}`, cookie: follower.cookie })).statusCode,
        ).toBe(204);
      expect(
        (
          await send(serverB, {
            method: 'POST',
            url: '/api/investments',
            cookie: backer.cookie,
            payload: investPayload(project.id, '100', 9),
          })
        ).statusCode,
      ).toBe(201);
    }
    clock.set(new Date(campaignClosesAt(closing.endDate).getTime() - CLOSING_SOON_LEAD_MS + 60_000));
    const settleEverywhere = () =>
      Promise.all([
        settleDue(testDatabase.database.db, clock.now()),
        settleDue(secondDatabase.db, clock.now()),
        settleDue(testDatabase.database.db, clock.now()),
        settleDue(secondDatabase.db, clock.now()),
      ]);
    await settleEverywhere();
    await settleEverywhere();
    clock.set(new Date(campaignClosesAt(closing.endDate).getTime() + 60_000));
    await Promise.all([closeDueCampaigns(testDatabase.database.db, clock.now()), closeDueCampaigns(secondDatabase.db, clock.now())]);
    await settleEverywhere();

    // A new-backers key ends with the last investment it counted.
    const counts = await testDatabase.database.db.execute<{ event_key: string; users: number; rows: number }>(sql`
      select regexp_replace(event_key, ':backers:[0-9]+$', ':backers') as event_key, count(distinct user_id)::int as users, count(*)::int as rows
      from notifications where project_id in (${closing.id}::int, ${funded.id}::int) group by 1`);
    const byKey = (a: { event_key: string }, b: { event_key: string }) => a.event_key.localeCompare(b.event_key);
    expect(counts.rows.sort(byKey)).toEqual(
      [
        { event_key: `project:${closing.id}:closing-soon:${closing.endDate}`, users: 4, rows: 4 },
        { event_key: `project:${closing.id}:failed`, users: 1, rows: 1 },
        { event_key: `project:${closing.id}:failed:followers`, users: 3, rows: 3 },
        { event_key: `project:${funded.id}:backers`, users: 1, rows: 1 },
        { event_key: `project:${funded.id}:closing-soon:${funded.endDate}`, users: 4, rows: 4 },
        { event_key: `project:${funded.id}:funded`, users: 1, rows: 1 },
        { event_key: `project:${funded.id}:funded:creator`, users: 1, rows: 1 },
        { event_key: `project:${funded.id}:funded:followers`, users: 3, rows: 3 },
        { event_key: `project:${funded.id}:progress-100`, users: 4, rows: 4 },
        { event_key: `project:${funded.id}:progress-50`, users: 4, rows: 4 },
      ].sort(byKey),
    );
    const backerNews = (await notificationsOf(serverB, backer.cookie)).items.map((item) => item.kind).sort();
    expect(backerNews).toEqual(['campaign_failed', 'campaign_funded', 'closing_soon', 'closing_soon', 'progress_100', 'progress_50']);
    const creatorNews = (await notificationsOf(serverB, creator.cookie)).items.map((item) => item.title);
    expect(creatorNews).toEqual(['Test Project is funded', '1 new backer for Test Project']);
    clock.set(new Date());
  });
});
