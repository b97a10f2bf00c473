import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJob, cronSchedule, every, type JobOptions } from './job-runner';

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A job whose rounds each wait for the test: `rounds[i]` settles round i. */
function controlledJob(options: Partial<JobOptions> = {}) {
  const rounds: Array<ReturnType<typeof deferred>> = [];
  const log = { error: vi.fn() };
  const run = vi.fn(() => {
    const round = deferred();
    rounds.push(round);
    return round.promise;
  });
  const job = createJob({ name: 'test job', schedule: every(1_000), run, log, ...options });
  return { job, run, rounds, log };
}

/** Lets the promise callbacks queued by a settled round run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the job runner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a round on each tick of its schedule, and the first at start with runOnStart', async () => {
    const late = controlledJob();
    late.job.start();
    expect(late.run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(late.run).toHaveBeenCalledTimes(1);

    const eager = controlledJob({ runOnStart: true });
    eager.job.start();
    expect(eager.run).toHaveBeenCalledTimes(1);
    eager.rounds[0]?.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(eager.run).toHaveBeenCalledTimes(2);
    late.rounds[0]?.resolve();
    eager.rounds[1]?.resolve();
    await Promise.all([late.job.stop(), eager.job.stop()]);
  });

  it('never overlaps a round: ticks during a slow round are skipped, the next comes after it ends', async () => {
    const { job, run, rounds } = controlledJob({ runOnStart: true });
    job.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);

    rounds[0]?.resolve();
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    expect(job.nextRunAt()).toEqual(new Date(Date.now() + 1_000));
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    rounds[1]?.resolve();
    await job.stop();
  });

  it('logs a failed round with the job name, and the next round still runs', async () => {
    const { job, run, rounds, log } = controlledJob({ runOnStart: true });
    job.start();
    const failure = new Error('database went away');
    rounds[0]?.reject(failure);
    await settle();
    expect(log.error).toHaveBeenCalledWith({ err: failure, job: 'test job' }, 'test job failed');

    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    rounds[1]?.resolve();
    await settle();
    expect(log.error).toHaveBeenCalledTimes(1);
    await job.stop();
  });

  it('logs a round that throws before returning a promise, and goes on', async () => {
    const log = { error: vi.fn() };
    const run = vi.fn((): Promise<void> => {
      throw new Error('thrown at once');
    });
    const job = createJob({ name: 'eager thrower', schedule: every(1_000), run, log, runOnStart: true });
    job.start();
    await settle();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'eager thrower' }), 'eager thrower failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('stop waits for the round in flight', async () => {
    const { job, rounds } = controlledJob({ runOnStart: true });
    job.start();
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await settle();
    expect(stopped).toBe(false);
    rounds[0]?.resolve();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('starts no round after stop, neither from a pending tick nor after the round in flight', async () => {
    const waiting = controlledJob();
    waiting.job.start();
    await waiting.job.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(waiting.run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);

    const busy = controlledJob({ runOnStart: true });
    busy.job.start();
    const stopping = busy.job.stop();
    busy.rounds[0]?.resolve();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(busy.run).toHaveBeenCalledTimes(1);
    expect(busy.job.nextRunAt()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop before start, or twice, resolves and leaves no timer', async () => {
    const { job, run } = controlledJob();
    await job.stop();
    job.start();
    await job.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits beyond the longest setTimeout for a far round without running early', async () => {
    const farAway = new Date('2026-03-01T00:00:00Z');
    const { job, run, rounds } = controlledJob({ schedule: (now) => (now < farAway ? farAway : null) });
    job.start();
    expect(job.nextRunAt()).toEqual(farAway);
    await vi.advanceTimersByTimeAsync(farAway.getTime() - Date.now() - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    rounds[0]?.resolve();
    await settle();
    // The schedule has no further round: nothing waits.
    expect(vi.getTimerCount()).toBe(0);
    await job.stop();
  });
});

describe('schedules', () => {
  it('every(ms) is counted from the given time', () => {
    expect(every(15_000)(new Date('2026-01-01T00:00:00Z'))).toEqual(new Date('2026-01-01T00:00:15Z'));
  });

  it('a cron pattern names its next time after the given one, in UTC', () => {
    const daily = cronSchedule('0 3 * * *');
    expect(daily(new Date('2026-01-01T02:59:00Z'))).toEqual(new Date('2026-01-01T03:00:00Z'));
    expect(daily(new Date('2026-01-01T03:00:00Z'))).toEqual(new Date('2026-01-02T03:00:00Z'));
  });
});
