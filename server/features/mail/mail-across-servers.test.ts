import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAcrossTwoServers } from '../../test/mail-across-servers';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';

/** Two real server processes on one PostgreSQL database, one of them killed mid-run (npm run bench:mail does the same with 10,000). */
describe.skipIf(testDatabaseKind !== 'postgres')('notification mail across two servers and a SIGKILL', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase?.close());

  it('delivers every notice; a notice arrives twice only when its first sender died mid-send, and then with the same Message-ID', async () => {
    const run = await mailAcrossTwoServers({
      database: testDatabase.database,
      databaseUrl: testDatabase.url ?? '',
      notices: 300,
      killAt: 100,
      timeoutMs: 120_000,
    });
    expect(run.killedAfter).not.toBeNull();
    expect(run.delivered).toBe(300);
    for (const repeat of run.repeats) expect(repeat.attempts, `notice ${repeat.notificationId}`).toBeGreaterThanOrEqual(2);
    expect(run.received - run.delivered).toBe(run.repeats.reduce((sum, repeat) => sum + repeat.times - 1, 0));
  }, 240_000);
});
