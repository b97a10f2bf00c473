/**
 * `npm run bench:market` (issue 26, item 6): the market's figures next to their goals.
 *
 * 1. PostgreSQL, 10 connections: marketable buy orders (1 share at a $2.00 limit, each filling
 *    against the best of 100 levels of resting asks, spread over HOT_BOOKS projects) through
 *    POST /api/market/orders on the built server, beside the same SQL run directly: the
 *    placeOrder service itself (server/features/market/place-order.ts, every statement of it,
 *    reading the sandbox clock in its transaction as the server does) called in this process on
 *    a pool of the server's size, with no HTTP, session, validation or serialisation. Goal: the
 *    HTTP rate at least 0.6 of the direct one. HTTP and direct runs alternate, PAIRS times; the
 *    median pair is shown (this shared machine's speed drifts within a minute).
 * 2. PostgreSQL, 50 connections in an open loop (bench/lib/load.ts measurePaced): the orders sent
 *    at fixed total rates (BENCH_PACED_RATES a second, default 50,100,150,200), evenly spaced,
 *    each latency counted from when its order was due, 10 s a rate. Goal: at 150 orders a second,
 *    p99 under 100 ms. The closed loop of 50 connections (each order sent as the last is answered)
 *    is printed beside it: there the p99 is at least 50 divided by the rate, so under 100 ms would
 *    need over 500 orders a second on two cores that also run the load generator (docs/figures/market.md).
 * 3. PostgreSQL: one buy order that sweeps 100 price levels (one 1-share ask each) of a book of
 *    10,000 resting asks (the other 9,900 deeper, 33 to a level), alone on the server: goal under
 *    50 ms. SWEEPS times, the 100 front levels put back (untimed) before each; median and worst.
 *    With EXPLAIN ANALYZE of the order book's crossing query (the resting orders of order-book.ts crossingBook).
 * 4. PGlite, 50 connections, the orders of 1 (and 1 connection for reference), PGLITE_SECONDS a
 *    run: goal p99 under 1 s.
 *
 * Afterwards check:ledger must be clean on each database. BENCH_SECONDS (default 5) a run;
 * BENCH_PAIRS (default 3); BENCH_ONLY=pglite or postgres. PostgreSQL runs in a fresh database
 * on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped after.
 * Needs the built server (the npm script builds it first).
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { cents } from '@common/money';
import { SandboxClock } from '../server/clock';
import type { DatabaseHandle } from '../server/db/client';
import { prepareDatabase } from '../server/prepare-database';
import { checkLedger } from '../server/features/ledger/check-ledger';
import { placeOrder } from '../server/features/market';
import { createBenchDatabase, fundedInvestors } from './invest-setup';
import { addBook, restAsks, type BenchBook } from './market-setup';
import { measurePaced, percentile, printTable, type LoadResult } from './lib/load';
import { startServer } from './lib/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 3;
/** PGlite runs one transaction at a time: its runs last long enough for 50 queued orders to be answered. */
const PGLITE_SECONDS = Math.max(SECONDS, 20);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const SWEEPS = 7;
const HOT_BOOKS = 10;
const TAKERS = 50;
/** A hot book: 100 levels from $1.00 to $1.99, 10 orders of 2,000 shares each: 2 million shares, more than any run takes. */
const HOT_LEVELS = Array.from({ length: 100 }, (_, level) => ({ price: 100 + level, orders: 10, shares: 2_000 }));
const ORDER = { side: 'buy', shares: 1, limitPrice: '2.00' } as const;
/**
 * The 50 connections again, with the orders arriving at a fixed total rate, evenly spaced,
 * rather than each as soon as the last answer came: how many orders a second the market takes
 * with its p99 under 100 ms. Beside the goal, not its figure: in the goal's closed loop the p99
 * is at least 50 divided by the rate.
 */
const PACED_RATES = (process.env.BENCH_PACED_RATES ?? '50,100,150,200').split(',').map(Number);
/** The goal's rate: 50 connections sending 150 orders a second between them, p99 under 100 ms. */
const GOAL_RATE = 150;
/** Long enough that the p99 of the slowest rate is not one stall's few orders. */
const PACED_SECONDS = Math.max(SECONDS, 10);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

type Measure = LoadResult & { committed: number };

async function httpRun(url: string, cookies: string[], books: BenchBook[], connections: number, seconds = SECONDS): Promise<Measure> {
  const result = await autocannon({
    url: `${url}/api/market/orders`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', cookie: pick(cookies) },
          body: JSON.stringify({ projectId: pick(books).projectId, ...ORDER }),
        }),
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    committed: result['2xx'],
  };
}

/** `connections` workers calling the placeOrder service back to back for `seconds`. */
async function directRun(
  handle: DatabaseHandle,
  clock: SandboxClock,
  takerIds: number[],
  books: BenchBook[],
  connections: number,
  seconds = SECONDS,
): Promise<Measure & { firstError: string | null }> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        try {
          const request = { projectId: pick(books).projectId, side: ORDER.side, shares: ORDER.shares, limitPrice: cents(200) };
          await placeOrder(handle.db, pick(takerIds), request, null, clock);
          latencies.push(performance.now() - begun);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: Math.round(percentile(latencies, 0.5)),
    p99Ms: Math.round(percentile(latencies, 0.99)),
    errors,
    non2xx: 0,
    committed: latencies.length,
    firstError,
  };
}

const sweepFront = (book: BenchBook, database: DatabaseHandle) =>
  restAsks(
    database,
    book,
    Array.from({ length: 100 }, (_, level) => ({ price: 100 + level, orders: 1, shares: 1 })),
  );

async function takerIdsOf(handle: DatabaseHandle): Promise<number[]> {
  const rows = await handle.db.execute<{ id: number }>(
    sql`select id from users where email like 'bench-%@example.test' and email not like 'bench-maker-%'`,
  );
  return rows.rows.map((row) => Number(row.id));
}

export interface Figures {
  rows: Array<Array<string | number>>;
  notes: string[];
  problems: string[];
}

export async function benchMarketPostgres(): Promise<Figures> {
  const bench = await createBenchDatabase('postgres');
  const rows: Figures['rows'] = [];
  const notes: string[] = [];
  const problems: string[] = [];
  try {
    const { handle, driver } = await bench.open();
    if ('pool' in driver) await driver.pool.end();
    await prepareDatabase(handle);
    const books: BenchBook[] = [];
    for (let index = 0; index < HOT_BOOKS; index += 1) {
      const book = await addBook(handle, `Bench Hot Book ${index + 1}`, 2_000_000);
      await restAsks(handle, book, HOT_LEVELS);
      books.push(book);
    }
    // The sweep's book: 100 front levels of one 1-share ask each, then 9,900 asks 33 to a level from $2.00 to $4.99.
    const sweepBook = await addBook(handle, 'Bench Sweep Book', 1_000_000);
    await sweepFront(sweepBook, handle);
    await restAsks(
      handle,
      sweepBook,
      Array.from({ length: 300 }, (_, level) => ({ price: 200 + level, orders: 33, shares: 1 })),
    );

    const server = await startServer({ env: bench.serverEnv });
    const clock = await SandboxClock.open(handle);
    try {
      const cookies = await fundedInvestors(server.url, TAKERS, 10_000);
      const takerIds = await takerIdsOf(handle);
      await httpRun(server.url, cookies, books, 10, WARM_UP_SECONDS);
      await directRun(handle, clock, takerIds, books, 10, WARM_UP_SECONDS);
      for (const connections of [10, 50]) {
        const pairs: Array<{ http: Measure; direct: Measure & { firstError: string | null } }> = [];
        for (let pair = 0; pair < PAIRS; pair += 1) {
          console.error(`PostgreSQL: HTTP, ${connections} connections, pair ${pair + 1}…`);
          const http = await httpRun(server.url, cookies, books, connections);
          await new Promise((resolve) => setTimeout(resolve, 1000));
          console.error(`PostgreSQL: direct placeOrder, ${connections} connections, pair ${pair + 1}…`);
          const direct = await directRun(handle, clock, takerIds, books, connections);
          pairs.push({ http, direct });
          if (http.errors + http.non2xx > 0)
            problems.push(`PostgreSQL ${connections} connections: ${http.errors + http.non2xx} HTTP requests failed`);
          if (direct.errors > 0)
            problems.push(`PostgreSQL ${connections} connections: ${direct.errors} direct orders failed (${direct.firstError})`);
        }
        const ratios = pairs.map((pair) => pair.http.requestsPerSecond / pair.direct.requestsPerSecond);
        const sorted = ratios.map((ratio, at) => ({ ratio, at })).sort((a, b) => a.ratio - b.ratio);
        const median = sorted[Math.floor(sorted.length / 2)] as { ratio: number; at: number };
        const { http, direct } = pairs[median.at] as (typeof pairs)[number];
        const worstP99 = Math.max(...pairs.map((pair) => pair.http.p99Ms));
        rows.push([
          'PostgreSQL',
          connections,
          http.requestsPerSecond,
          http.p50Ms,
          http.p99Ms,
          direct.requestsPerSecond,
          direct.p50Ms,
          direct.p99Ms,
          median.ratio.toFixed(2),
          ratios.map((ratio) => ratio.toFixed(2)).join(', '),
          connections === 10
            ? `rate ratio >= 0.6: ${median.ratio >= 0.6 ? 'met' : 'MISSED'}`
            : `(closed loop, beside the open loop's goal; worst pair ${worstP99} ms)`,
        ]);
      }
      for (const rate of PACED_RATES) {
        console.error(`PostgreSQL: HTTP, 50 connections, orders sent at ${rate} a second…`);
        const paced = await measurePaced(server.url, {
          connections: 50,
          rate,
          seconds: PACED_SECONDS,
          request: () => ({
            method: 'POST',
            path: '/api/market/orders',
            headers: { 'content-type': 'application/json', cookie: pick(cookies) },
            body: JSON.stringify({ projectId: pick(books).projectId, ...ORDER }),
          }),
        });
        if (paced.errors + paced.non2xx > 0)
          problems.push(`PostgreSQL at ${rate} a second: ${paced.errors + paced.non2xx} HTTP requests failed`);
        const under = paced.p99Ms < 100 ? 'under' : 'over';
        const goal =
          rate === GOAL_RATE
            ? `p99 < 100 ms at ${GOAL_RATE}/s: ${paced.p99Ms < 100 ? 'met' : 'MISSED'}`
            : `(open loop) p99 ${under} 100 ms`;
        rows.push(['PostgreSQL', `50, sent at ${rate}/s`, paced.requestsPerSecond, paced.p50Ms, paced.p99Ms, '', '', '', '', '', goal]);
      }

      // 3. The sweep, alone on the server.
      const sweeper = cookies[0] as string;
      const timings: number[] = [];
      for (let sweep = 0; sweep < SWEEPS; sweep += 1) {
        if (sweep > 0) await sweepFront(sweepBook, handle);
        const started = performance.now();
        const response = await fetch(`${server.url}/api/market/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: sweeper },
          body: JSON.stringify({ projectId: sweepBook.projectId, side: 'buy', shares: 100, limitPrice: '1.99' }),
        });
        const body = (await response.json()) as { order?: { filledShares: number; fills: unknown[] } };
        timings.push(performance.now() - started);
        if (response.status !== 201 || body.order?.filledShares !== 100 || body.order.fills.length !== 100) {
          problems.push(`sweep ${sweep + 1}: ${response.status}, ${body.order?.fills.length ?? 0} fills`);
        }
      }
      const sortedSweeps = [...timings].sort((a, b) => a - b);
      const sweepMedian = sortedSweeps[Math.floor(sortedSweeps.length / 2)] ?? 0;
      notes.push(
        `Sweep of 100 levels (100 fills) in a book of 10,000 resting asks, HTTP, ${SWEEPS} sweeps: median ${sweepMedian.toFixed(1)} ms,` +
          ` worst ${(sortedSweeps.at(-1) ?? 0).toFixed(1)} ms, first ${(timings[0] ?? 0).toFixed(1)} ms` +
          ` (goal < 50 ms: ${sweepMedian < 50 ? 'met' : 'MISSED'} by the median)`,
      );
      await sweepFront(sweepBook, handle);
      const plan = await handle.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers off)
        select id, "userId", side, remaining, "limitPrice" from (
          select id, user_id as "userId", side, shares - filled_shares as remaining, limit_price_cents as "limitPrice",
                 sum(shares - filled_shares) over (order by limit_price_cents asc, id asc) - (shares - filled_shares) as before
          from market_orders
          where project_id = ${sweepBook.projectId}::int and side = 'sell' and status = 'open'
            and expires_at > now() and limit_price_cents <= 199
        ) book where before < 100 order by "limitPrice" asc, id asc`);
      notes.push(
        `EXPLAIN ANALYZE of the crossing query (crossingBook) for the sweep:\n    ${plan.rows.map((row) => row['QUERY PLAN']).join('\n    ')}`,
      );
    } finally {
      await clock.close();
      await server.stop();
    }
    problems.push(...(await checkLedger(handle.db)).map((violation) => `PostgreSQL: ${violation}`));
    await handle.close();
  } finally {
    await bench.drop();
  }
  return { rows, notes, problems };
}

async function benchPglite(): Promise<Figures> {
  const bench = await createBenchDatabase('pglite');
  const rows: Figures['rows'] = [];
  const problems: string[] = [];
  try {
    let opened = await bench.open();
    await prepareDatabase(opened.handle);
    const books: BenchBook[] = [];
    for (let index = 0; index < HOT_BOOKS; index += 1) {
      const book = await addBook(opened.handle, `Bench Hot Book ${index + 1}`, 2_000_000);
      await restAsks(opened.handle, book, HOT_LEVELS);
      books.push(book);
    }
    await opened.handle.close();
    const server = await startServer({ env: bench.serverEnv });
    try {
      const cookies = await fundedInvestors(server.url, TAKERS, 10_000);
      await httpRun(server.url, cookies, books, 1, WARM_UP_SECONDS);
      // One connection first (what one order costs), then 50; runs long enough for the slowest answers to arrive,
      // and a pause after each for the requests still queued in the server when autocannon stopped.
      for (const connections of [1, 50]) {
        console.error(`PGlite: HTTP, ${connections} connection(s)…`);
        const http = await httpRun(server.url, cookies, books, connections, PGLITE_SECONDS);
        await new Promise((resolve) => setTimeout(resolve, 5000));
        if (http.errors + http.non2xx > 0) problems.push(`PGlite ${connections}: ${http.errors + http.non2xx} HTTP requests failed`);
        const goal =
          connections === 1
            ? '(one at a time, for reference)'
            : http.committed === 0
              ? `p99 < 1 s: MISSED (no answer within ${PGLITE_SECONDS} s)`
              : `p99 < 1 s: ${http.p99Ms < 1000 ? 'met' : 'MISSED'}`;
        rows.push(['PGlite', connections, http.requestsPerSecond, http.p50Ms, http.p99Ms, '', '', '', '', '', goal]);
      }
    } finally {
      await server.stop();
    }
    opened = await bench.open();
    problems.push(...(await checkLedger(opened.handle.db)).map((violation) => `PGlite: ${violation}`));
    await opened.handle.close();
  } finally {
    await bench.drop();
  }
  return { rows, notes: [], problems };
}

export const marketHeaders = [
  'database',
  'connections',
  'HTTP orders/s',
  'HTTP p50 ms',
  'HTTP p99 ms',
  'direct orders/s',
  'direct p50 ms',
  'direct p99 ms',
  'HTTP / direct',
  'each pair',
  'goal',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const loadBefore = os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');
  const figures: Figures[] = [];
  if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'postgres') figures.push(await benchMarketPostgres());
  if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'pglite') figures.push(await benchPglite());
  console.log(
    `POST /api/market/orders, marketable buys of 1 share over ${HOT_BOOKS} books, ${SECONDS} s a run, ${os.cpus().length} cores,` +
      ` Node ${process.versions.node}, load average (1, 5, 15 min) ${loadBefore} before and` +
      ` ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} after\n`,
  );
  printTable(
    marketHeaders,
    figures.flatMap((figure) => figure.rows),
  );
  for (const note of figures.flatMap((figure) => figure.notes)) console.log(`\n${note}`);
  const problems = figures.flatMap((figure) => figure.problems);
  console.log(
    problems.length === 0 ? '\nChecks: ledger clean on each database, every order answered 201.' : `\nPROBLEMS:\n${problems.join('\n')}`,
  );
  if (problems.length > 0) process.exitCode = 1;
}
