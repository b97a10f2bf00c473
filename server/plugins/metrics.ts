import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors';
import { routeOf } from './logging';
import { securityEvent } from './security-events';

/**
 * The process's Prometheus metrics (prom-client), served at GET /metrics when METRICS_TOKEN is
 * set. The counters live for the process, so the code that counts (the ledger's one door, the
 * job queue's workers, the mailer) needs no app; gauges read their sources when scraped. See docs/operations.md.
 */
const registry = new Registry();

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to its answer, by method, route (as registered) and status; its _count is the request rate',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const ledgerTransfers = new Counter({
  name: 'ledger_transfers_total',
  help: 'Money transfers posted through the ledger, by code (a transfer whose transaction later rolled back is counted too)',
  labelNames: ['code'] as const,
  registers: [registry],
});

const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Jobs (or batches of jobs) of scheduled and background work run, by queue',
  labelNames: ['job'] as const,
  registers: [registry],
});

const jobFailures = new Counter({
  name: 'job_failures_total',
  help: 'Jobs (or batches of jobs) that failed, by queue; pg-boss retries them with backoff',
  labelNames: ['job'] as const,
  registers: [registry],
});

const mailsSent = new Counter({
  name: 'mail_sent_total',
  help: 'Notification emails handed to the SMTP server (or written to the log without SMTP_URL), by channel: email (at once) or digest',
  labelNames: ['channel'] as const,
  registers: [registry],
});

const mailFailures = new Counter({
  name: 'mail_send_failures_total',
  help: 'Sends the SMTP server refused or that timed out; each is retried with backoff',
  registers: [registry],
});

/** Counts a mail sent, or a send that failed (and will be retried). */
export function countMail(channel: 'email' | 'digest', failed: boolean): void {
  if (failed) mailFailures.inc();
  else mailsSent.inc({ channel });
}

/** Sources a gauge sums when scraped (one per app in the process). */
class Sources<T> {
  private readonly items = new Set<T>();
  add(item: T): () => void {
    this.items.add(item);
    return () => void this.items.delete(item);
  }
  get all(): ReadonlySet<T> {
    return this.items;
  }
}

const streamCounts = new Sources<() => number>();
new Gauge({
  name: 'notification_streams_open',
  help: 'Notification streams (GET /api/notifications/stream) open on this server',
  registers: [registry],
  collect() {
    let open = 0;
    for (const count of streamCounts.all) open += count();
    this.set(open);
  },
});

/** What the queue gauge reads of one queue (pg-boss's counts). */
export interface QueueCounts {
  name: string;
  queuedCount: number;
  activeCount: number;
  failedCount: number;
}

const jobQueues = new Sources<() => Promise<QueueCounts[]>>();
new Gauge({
  name: 'job_queue_jobs',
  help: 'Jobs on the job queue by queue and state: queued (waiting or retrying), active, failed (kept with their error after their last try)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const counts = (await Promise.all([...jobQueues.all].map((read) => read().catch(() => [])))).flat();
    for (const queue of counts) {
      this.inc({ queue: queue.name, state: 'queued' }, queue.queuedCount);
      this.inc({ queue: queue.name, state: 'active' }, queue.activeCount);
      this.inc({ queue: queue.name, state: 'failed' }, queue.failedCount);
    }
  },
});

/** Reads an app's queues when scraped, until the returned function is called (at the app's close). */
export function countQueuedJobs(read: () => Promise<QueueCounts[]>): () => void {
  return jobQueues.add(read);
}

/** What the metrics read of a node-postgres pool. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pools = new Sources<PoolCounts>();
new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for one (waiting); absent on PGlite',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    if (pools.all.size === 0) return;
    const sum = (read: (pool: PoolCounts) => number) => [...pools.all].reduce((total, pool) => total + read(pool), 0);
    this.set(
      { state: 'total' },
      sum((pool) => pool.totalCount),
    );
    this.set(
      { state: 'idle' },
      sum((pool) => pool.idleCount),
    );
    this.set(
      { state: 'waiting' },
      sum((pool) => pool.waitingCount),
    );
  },
});

/** PostgreSQL's pool (drizzle's node-postgres client) for the pool gauge; PGlite has none. */
export function poolOf(database: DatabaseHandle): PoolCounts | null {
  if (database.kind !== 'postgres') return null;
  const client = (database.db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return typeof client?.totalCount === 'number' ? (client as PoolCounts) : null;
}

/** Counts the transfers of one call of the ledger's one door, by code (cheap: one increment per code). */
export function countTransfers(codes: readonly string[]): void {
  if (codes.length === 1) {
    ledgerTransfers.inc({ code: codes[0] });
    return;
  }
  const counts = new Map<string, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  for (const [code, count] of counts) ledgerTransfers.inc({ code }, count);
}

/** Counts one run of a queue's worker, and whether it failed. */
export function countJobRound(job: string, failed: boolean): void {
  jobRuns.inc({ job });
  if (failed) jobFailures.inc({ job });
}

/** Counts the open notification streams of an app while it is open (the hub gives its count). */
export function countOpenStreams(app: FastifyInstance, count: () => number): void {
  const remove = streamCounts.add(count);
  app.addHook('onClose', async () => remove());
}

/** Records an answered request (the lean cached reads answer outside Fastify and call it themselves). */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  httpDuration.observe({ method, route, status_code: String(status) }, seconds);
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let processMetricsStarted = false;

/**
 * With a token, GET /metrics answers the metrics in Prometheus' text format to a request with
 * `Authorization: Bearer <token>` (401 otherwise), and every answered request is timed; without
 * one, the route does not exist (404) and nothing is timed.
 */
export function registerMetrics(app: FastifyInstance, options: { token: string | undefined; pool: PoolCounts | null }): boolean {
  const { token } = options;
  if (!token) return false;
  if (!processMetricsStarted) {
    processMetricsStarted = true;
    collectDefaultMetrics({ register: registry });
  }
  if (options.pool) {
    const remove = pools.add(options.pool);
    app.addHook('onClose', async () => remove());
  }
  app.addHook('onResponse', (request, reply, done) => {
    if (request.pageRequestId === null) observeRequest(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get(
    '/metrics',
    {
      schema: { hide: true },
      preValidation: async (request) => {
        if (bearerMatches(request, token)) return;
        securityEvent(request.log, 'admin_token_refused', { route: '/metrics', ip: request.ip });
        throw new AppError(401, 'A valid metrics token is needed.');
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    },
  );
  return true;
}
