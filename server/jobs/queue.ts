import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgBoss, type Job, type JobResult, type Queue } from 'pg-boss';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { countJobRound, countQueuedJobs, type QueueCounts } from '../plugins/metrics';

/**
 * Scheduled and background work runs on pg-boss (decision 0042), on the app's own database:
 * PGlite in one process, PostgreSQL across servers. Its tables live in this schema.
 */
const QUEUE_SCHEMA = 'pgboss';

/** One kind of queued work: its queue, what runs a job of it, and when it is sent. */
export interface QueuedWork<Data extends object | null = null> {
  /** The queue's name, such as `settle-due`; also the job's label in /metrics and the log. */
  name: string;
  /** Retries, backoff, expiry and policy (pg-boss's queue options). */
  queue?: Omit<Queue, 'name'>;
  /** A cron pattern in UTC: pg-boss sends one job a tick, once however many servers run. */
  cron?: string;
  /** Send one job when the server starts (catching up on what fell due while none ran). */
  sendOnStart?: boolean;
  /** How many jobs one worker fetches at a time (and runs at once), and how often it looks when idle. */
  batchSize?: number;
  pollingIntervalSeconds?: number;
  /** Workers this server runs on the queue at once. */
  localConcurrency?: number;
  /** Runs one job; a rejection fails it, and pg-boss retries it as the queue's options say. */
  run: (job: Job<Data>) => Promise<void>;
}

export interface JobQueue {
  /** The queue itself, for sending (`send(name, data, { db: fromDrizzle(tx, sql) })` inside a transaction). */
  boss: PgBoss;
  /** Registers work; its worker, schedule and first job start when the app is ready. */
  define<Data extends object | null>(work: QueuedWork<Data>): void;
  /** Each queue's jobs waiting (or waiting to retry), running, and failed (kept with their error after their last try). */
  counts(): Promise<QueueCounts[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobQueue: JobQueue;
  }
}

function newBoss(database: DatabaseHandle, options: { supervise: boolean; schedule: boolean }): PgBoss {
  return new PgBoss({
    db: database.sqlClient,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: QUEUE_SCHEMA,
    // Jobs whose server died (no heartbeat) or ran past their expiry are retried within 10 s of it.
    superviseIntervalSeconds: 10,
    ...options,
  });
}

/** Creates or upgrades the queue's tables (with the migrations), so a server's start, and every test's snapshot, find them. */
export async function migrateJobQueue(database: DatabaseHandle): Promise<void> {
  const boss = newBoss(database, { supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

const queueCount = z.object({ name: z.string(), queued: z.coerce.number(), active: z.coerce.number(), failed: z.coerce.number() });

/** Counted in the job table when asked (pg-boss's own queue stats are refreshed only now and then). */
async function countJobs(database: DatabaseHandle): Promise<QueueCounts[]> {
  const { rows } = await database.sqlClient.executeSql(`
    select name,
           count(*) filter (where state in ('created', 'retry')) as queued,
           count(*) filter (where state = 'active') as active,
           count(*) filter (where state = 'failed') as failed
    from ${QUEUE_SCHEMA}.job where left(name, 10) <> '__pgboss__' group by name order by name`);
  return rows.map((row) => {
    const { name, queued, active, failed } = queueCount.parse(row);
    return { name, queuedCount: queued, activeCount: active, failedCount: failed };
  });
}

/** How long the app's close waits for the jobs in flight before it stops them. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * The app's job queue. Work is defined while the app registers; when it is ready, the queues are
 * created (or updated), the workers and cron schedules start, and the start-up jobs are sent.
 * Closing the app waits for the jobs in flight.
 */
export const jobQueue = fp(
  async (app: FastifyInstance) => {
    const boss = newBoss(app.database, { supervise: true, schedule: true });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    const defined: Array<QueuedWork<never>> = [];
    app.decorate('jobQueue', {
      boss,
      define: (work) => void defined.push(work as QueuedWork<never>),
      counts: () => countJobs(app.database),
    } satisfies JobQueue);
    const stopCounting = countQueuedJobs(() => countJobs(app.database));

    app.addHook('onReady', async () => {
      await boss.start();
      for (const work of defined) await startWork(app, boss, work);
    });
    app.addHook('onClose', async () => {
      stopCounting();
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: false });
    });
  },
  { name: 'job-queue', dependencies: ['app-services'] },
);

async function startWork(app: FastifyInstance, boss: PgBoss, work: QueuedWork<never>): Promise<void> {
  if (await boss.getQueue(work.name)) {
    // A queue's policy is fixed when it is created; the rest follows the code.
    const { policy: _fixed, ...changeable } = work.queue ?? {};
    if (Object.keys(changeable).length > 0) await boss.updateQueue(work.name, changeable);
  } else {
    await boss.createQueue(work.name, work.queue);
  }
  // Reading a job of the queue caches the queue in pg-boss: a send inside a PGlite transaction
  // then needs no statement outside it, which would wait for the transaction's own turn.
  await boss.getJobById(work.name, randomUUID());
  // Each job of a batch runs at once and is settled on its own: one that fails is retried alone.
  // A full batch fetches the next at once; an idle worker looks again after its polling interval.
  const options = {
    perJobResults: true,
    batchSize: work.batchSize ?? 1,
    burstWhenBatchFull: (work.batchSize ?? 1) > 1,
    pollingIntervalSeconds: work.pollingIntervalSeconds ?? 2,
    localConcurrency: work.localConcurrency ?? 1,
  } as const;
  await boss.work<never, unknown, typeof options>(work.name, options, (jobs) =>
    Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        try {
          await work.run(job);
          countJobRound(work.name, false);
          return { id: job.id, status: 'completed' };
        } catch (error) {
          countJobRound(work.name, true);
          app.log.error({ err: error, job: work.name, jobId: job.id }, `${work.name} failed`);
          return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
        }
      }),
    ),
  );
  if (work.cron) await boss.schedule(work.name, work.cron, null, { tz: 'UTC' });
  else await boss.unschedule(work.name);
  if (work.sendOnStart) await boss.send(work.name, null);
}
