import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { countJobRound } from '../plugins/metrics';

/** When the round after `now` is due, or null for none. */
export type JobSchedule = (now: Date) => Date | null;

/** What a job needs of a logger (fastify's and pino's fit). */
export interface JobLog {
  error(details: object, message: string): void;
}

export interface JobOptions {
  /** Named in the log line of a failed round. */
  name: string;
  schedule: JobSchedule;
  /** One round of the work. A rejection is logged; the next round still comes. */
  run: () => Promise<unknown>;
  log: JobLog;
  /** Run a round as soon as the job starts (catching up), then on the schedule. */
  runOnStart?: boolean;
}

export interface Job {
  /** Starts the schedule (and the first round with `runOnStart`) without waiting for any round. */
  start(): void;
  /** No round starts after this; resolves once the round in flight, if any, has ended. */
  stop(): Promise<void>;
  /** When the next round is due; null once stopped or when the schedule has none. */
  nextRunAt(): Date | null;
}

/** A round every `ms` milliseconds, counted from the end of the one before. */
export function every(ms: number): JobSchedule {
  return (now) => new Date(now.getTime() + ms);
}

/** The times a cron pattern names, in UTC; croner only computes them, the job's timer waits. */
export function cronSchedule(pattern: string): JobSchedule {
  const cron = new Cron(pattern, { timezone: 'UTC', paused: true });
  return (now) => cron.nextRun(now);
}

/** setTimeout's longest wait (about 24.8 days); a later round is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The one way scheduled work runs in `server/jobs/`. Rounds never overlap: the next round is
 * scheduled only when the one before has ended, from the time it ended, so a tick that falls
 * during a slow round is skipped. A failed round is logged with the job's name and the schedule
 * goes on. The timer is unref'd: a pending round never keeps the process alive.
 */
export function createJob(options: JobOptions): Job {
  let state: 'new' | 'started' | 'stopped' = 'new';
  let timer: NodeJS.Timeout | undefined;
  let dueAt: Date | null = null;
  let inFlight: Promise<void> | null = null;

  const round = async (): Promise<void> => {
    try {
      await options.run();
      countJobRound(options.name, false);
    } catch (error) {
      countJobRound(options.name, true);
      options.log.error({ err: error, job: options.name }, `${options.name} failed`);
    }
  };

  const runRound = (): void => {
    dueAt = null;
    const current: Promise<void> = round().then(() => {
      inFlight = null;
      scheduleNext();
    });
    inFlight = current;
  };

  const wait = (): void => {
    if (dueAt === null) return;
    const delay = Math.min(Math.max(dueAt.getTime() - Date.now(), 0), LONGEST_TIMER_MS);
    timer = setTimeout(onTimer, delay);
    timer.unref();
  };

  const onTimer = (): void => {
    timer = undefined;
    if (state !== 'started' || dueAt === null) return;
    if (Date.now() < dueAt.getTime()) wait();
    else runRound();
  };

  const scheduleNext = (): void => {
    if (state !== 'started') return;
    dueAt = options.schedule(new Date());
    wait();
  };

  return {
    start() {
      if (state !== 'new') return;
      state = 'started';
      if (options.runOnStart) runRound();
      else scheduleNext();
    },
    async stop() {
      state = 'stopped';
      clearTimeout(timer);
      timer = undefined;
      dueAt = null;
      await inFlight;
    },
    nextRunAt() {
      if (state === 'stopped') return null;
      return dueAt ?? options.schedule(new Date());
    },
  };
}

/** A job of the app: it starts when the app is ready and the app's close waits for its round in flight. */
export function startWithApp(app: FastifyInstance, options: Omit<JobOptions, 'log'>): Job {
  const job = createJob({ ...options, log: app.log });
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
  return job;
}
