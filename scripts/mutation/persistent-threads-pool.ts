/**
 * A Vitest pool for `npm run test:mutation` whose worker thread outlives the run.
 *
 * Stryker's Vitest runner asks Vitest for one run per mutant, and Vitest 4.1 ends its test
 * workers at the end of every run, so each mutant would start a thread and load the suite's
 * modules again (Fastify, PGlite, the app: seconds, more than most mutants' own tests). Here a
 * thread whose run ended cleanly waits, its modules loaded, for the next run of the same project,
 * which starts it again with that run's config (Stryker's test filter) and provided values (the
 * mutant). Test files and setup files are evaluated afresh on every run, as `isolate: false` does
 * between the files of one run; the modules they import are not.
 *
 * That is sound for mutants switched on at run time (Stryker's `mutantActivation: 'runtime'`,
 * which is every mutant it runs when `ignoreStatic` is on): the instrumented code reads the active
 * mutant on every call, and server/test/mutation-setup.ts switches the previous one off before a
 * run's files load. Module state that outlives a run must not depend on a mutant (no memo of a
 * mutated result). Any other run (Stryker's first, coverage-collecting run, or a mutant switched
 * on while modules load) gets a fresh thread, which is never kept.
 */
import { Worker } from 'node:worker_threads';
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, TestProject, WorkerRequest } from 'vitest/node';

const entrypoint = new URL('./persistent-threads-worker.mjs', import.meta.url);
/** A thread is ended after this many runs, so that whatever runs leave behind stays bounded. */
const runsPerThread = 200;

interface Entry {
  thread: Worker;
  runs: number;
  exited: boolean;
}

/** Idle threads by project name, in the process that runs Vitest (Stryker's test runner). */
const idle = new Map<string, Entry[]>();

function reusable(project: TestProject): boolean {
  const provided = project.getProvidedContext() as unknown as Record<string, unknown>;
  return provided.mode === 'mutant' && provided.mutantActivation === 'runtime';
}

class PersistentThreadsWorker implements PoolWorker {
  readonly name = 'persistent-threads';
  private entry: Entry | undefined;
  private listeners: Array<[string, (arg: unknown) => void]> = [];
  private stoppedCleanly = false;
  private readonly stdout: NodeJS.WritableStream & { setMaxListeners(n: number): unknown; getMaxListeners(): number };
  private readonly stderr: NodeJS.WritableStream & { setMaxListeners(n: number): unknown; getMaxListeners(): number };

  constructor(private readonly options: PoolOptions) {
    this.stdout = options.project.vitest.logger.outputStream as typeof this.stdout;
    this.stderr = options.project.vitest.logger.errorStream as typeof this.stderr;
  }

  private get thread(): Worker {
    if (!this.entry) throw new Error('persistent-threads: the worker thread was not started');
    return this.entry.thread;
  }

  async start(): Promise<void> {
    if (this.entry) return;
    const project = this.options.project;
    const waiting = idle.get(project.name) ?? [];
    idle.set(project.name, waiting);
    let entry = reusable(project) ? waiting.pop() : undefined;
    if (!entry) {
      const thread = new Worker(entrypoint, { env: this.options.env, execArgv: this.options.execArgv, stdout: true, stderr: true });
      const created: Entry = { thread, runs: 0, exited: false };
      thread.once('exit', () => (created.exited = true));
      entry = created;
    }
    entry.thread.ref();
    entry.runs += 1;
    this.entry = entry;
    this.stoppedCleanly = false;
    this.on('message', (message) => {
      const response = message as { __vitest_worker_response__?: boolean; type?: string; error?: unknown };
      if (response?.__vitest_worker_response__ && response.type === 'stopped' && !response.error) this.stoppedCleanly = true;
    });
    this.stdout.setMaxListeners(1 + this.stdout.getMaxListeners());
    entry.thread.stdout.pipe(this.stdout);
    this.stderr.setMaxListeners(1 + this.stderr.getMaxListeners());
    entry.thread.stderr.pipe(this.stderr);
  }

  async stop(): Promise<void> {
    const entry = this.entry;
    if (!entry) return;
    this.entry = undefined;
    for (const [event, callback] of this.listeners.splice(0)) entry.thread.off(event, callback);
    entry.thread.stdout.unpipe(this.stdout);
    this.stdout.setMaxListeners(this.stdout.getMaxListeners() - 1);
    entry.thread.stderr.unpipe(this.stderr);
    this.stderr.setMaxListeners(this.stderr.getMaxListeners() - 1);
    // Kept only after a clean stop (the worker answered "stopped"), and for runs of the same kind.
    if (this.stoppedCleanly && !entry.exited && entry.runs < runsPerThread && reusable(this.options.project)) {
      entry.thread.unref();
      idle.get(this.options.project.name)?.push(entry);
    } else {
      await entry.thread.terminate();
    }
  }

  on(event: string, callback: (arg: unknown) => void): void {
    this.listeners.push([event, callback]);
    this.thread.on(event, callback);
  }

  off(event: string, callback: (arg: unknown) => void): void {
    const index = this.listeners.findIndex(([e, c]) => e === event && c === callback);
    if (index !== -1) this.listeners.splice(index, 1);
    this.thread.off(event, callback);
  }

  send(message: WorkerRequest): void {
    this.thread.postMessage(message);
  }

  deserialize(data: unknown): unknown {
    return data;
  }
}

export const persistentThreads: PoolRunnerInitializer = {
  name: 'persistent-threads',
  createPoolWorker: (options) => new PersistentThreadsWorker(options),
};

/** Ends the idle threads (when Vitest closes). */
export async function endIdleThreads(): Promise<void> {
  const entries = [...idle.values()].flat();
  idle.clear();
  await Promise.all(entries.map((entry) => entry.thread.terminate()));
}
