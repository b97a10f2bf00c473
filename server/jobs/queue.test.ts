import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

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
      ]),
    );
  });

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
