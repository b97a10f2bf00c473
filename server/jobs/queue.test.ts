import { eq, sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { signUpUser, useTestApp } from '../test/test-app';
import { users } from '../db/schema';
import { CHECK_LEDGER } from './ledger-check-job';

describe('the job queue (pg-boss on the app database)', () => {
  const context = useTestApp();

  it('runs the scheduled work on cron schedules in UTC', async () => {
    await context.app.ready();
    const schedules = await context.app.jobQueue.boss.getSchedules();
    expect(schedules.map((schedule) => [schedule.name, schedule.cron, schedule.timezone])).toEqual(
      expect.arrayContaining([
        ['settle-due', '* * * * *', 'UTC'],
        ['purge-sessions', '7 * * * *', 'UTC'],
        ['sweep-uploads', '*/15 * * * *', 'UTC'],
        ['enqueue-owed-mail', '* * * * *', 'UTC'],
        ['send-digests', '0 8 * * *', 'UTC'],
        ['check-ledger', '15 3 * * *', 'UTC'],
      ]),
    );
  });

  it('checks the ledger on the queue: clean on the demo data, the job completed', async () => {
    const { boss } = context.app.jobQueue;
    const id = await boss.send(CHECK_LEDGER, null);
    await expect.poll(async () => (await boss.getJobById(CHECK_LEDGER, id!))?.state, { timeout: 15_000, interval: 250 }).toBe('completed');
  }, 30_000);

  it('fails the ledger check with the violations when a balance is not what the ledger says, and keeps it', async () => {
    const { boss } = context.app.jobQueue;
    const { email } = await signUpUser(context.app);
    const byEmail = eq(users.email, email);
    await context.database.db
      .update(users)
      .set({ balanceCents: sql`${users.balanceCents} + 1` })
      .where(byEmail);
    try {
      const id = await boss.send(CHECK_LEDGER, null);
      await expect.poll(async () => (await boss.getJobById(CHECK_LEDGER, id!))?.state, { timeout: 15_000, interval: 250 }).toBe('failed');
      expect(JSON.stringify((await boss.getJobById(CHECK_LEDGER, id!))?.output)).toMatch(
        /Ledger check: 1 violation\(s\): user \d+: balance/,
      );
    } finally {
      await context.database.db
        .update(users)
        .set({ balanceCents: sql`${users.balanceCents} - 1` })
        .where(byEmail);
    }
  }, 30_000);

  it('enqueues a job with the transaction that sends it: a rollback leaves none, a commit leaves one', async () => {
    const { boss } = context.app.jobQueue;
    await boss.createQueue('queue-test-rollback');
    await expect(
      context.database.db.transaction(async (tx) => {
        await boss.send('queue-test-rollback', { attempt: 'rolled back' }, { db: fromDrizzle(tx, sql) });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await context.database.db.transaction(async (tx) => {
      await boss.send('queue-test-rollback', { attempt: 'committed' }, { db: fromDrizzle(tx, sql) });
    });
    const jobs = await boss.findJobs<{ attempt: string }>('queue-test-rollback');
    expect(jobs.map((job) => job.data.attempt)).toEqual(['committed']);
  });

  it('keeps a job that failed its last try, with its error, and counts it', async () => {
    const { boss } = context.app.jobQueue;
    await boss.createQueue('queue-test-failing', { retryLimit: 1, retryDelay: 1 });
    await boss.work('queue-test-failing', { pollingIntervalSeconds: 0.5 }, async () => {
      throw new Error('the work failed');
    });
    const id = await boss.send('queue-test-failing', null);
    await expect
      .poll(async () => (await boss.getJobById('queue-test-failing', id!))?.state, { timeout: 15_000, interval: 250 })
      .toBe('failed');
    const job = await boss.getJobById('queue-test-failing', id!);
    expect(job?.retryCount).toBe(1);
    expect(JSON.stringify(job?.output)).toContain('the work failed');
    expect(await context.app.jobQueue.counts()).toContainEqual({
      name: 'queue-test-failing',
      queuedCount: 0,
      activeCount: 0,
      failedCount: 1,
    });
  }, 30_000);
});
