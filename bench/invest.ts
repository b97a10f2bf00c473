/**
 * `npm run bench:invest`: POST /api/investments under load on PGlite and on PostgreSQL, at
 * 10 and 50 connections, spread over many projects and all on one hot project, next to the
 * same SQL transaction run straight through the driver (the limit). Afterwards the books
 * must balance: checkLedger clean, nothing oversold, one investment row per success.
 *
 * Beside the rates: the CPU time per transaction of the server process (HTTP) and of this process
 * running the direct SQL (with PGlite, the database runs in it too), from /proc.
 *
 * Each run lasts BENCH_SECONDS (default 5), after a warm-up; PostgreSQL repeats each case BENCH_PAIRS times (default 3).
 * BENCH_ONLY=pglite or postgres runs one database. PostgreSQL runs in a database of its own on
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped after.
 * Needs the built server (`node scripts/build-server.mjs`, which the npm script runs first).
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { checkLedger } from '../server/features/ledger/check-ledger';
import { pgliteTransaction, postgresTransaction, runDirect, type Investor } from './invest-direct';
import { AMOUNT, AMOUNT_CENTS, SHARES, addBenchProjects, createBenchDatabase, fundedInvestors } from './invest-setup';
import { printTable, type LoadResult } from './lib/load';
import { processCpuMs } from './lib/process-cpu';
import { startServer } from './lib/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** A fresh process runs cold code at first (JIT): each side warms up, unmeasured, before its runs. */
const WARM_UP_SECONDS = 5;
/** PostgreSQL: HTTP and direct runs of each case, alternating (see benchDatabase). */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const CONNECTIONS = [10, 50];
const MANY_PROJECTS = 50;
const INVESTORS = 50;
/** A rate no run reaches here (about 1,500 tx/s direct on PostgreSQL): the investors' funds are sized by it. */
const MAX_TX_PER_SECOND = 5_000;

/**
 * Each investor's funds: enough for every run, both sides, at MAX_TX_PER_SECOND. A fixed
 * $30,000 ran out in PostgreSQL's last runs (50 connections): the direct side, second in each
 * pair, then failed every transaction for want of money and the table showed thousands of
 * errors and a ratio of Infinity.
 */
function dollarsEach(measuredRuns: number): number {
  const seconds = 2 * WARM_UP_SECONDS + 2 * measuredRuns * SECONDS;
  const dollars = (MAX_TX_PER_SECOND * seconds * AMOUNT_CENTS) / 100 / INVESTORS;
  return Math.ceil(dollars / 10_000) * 10_000;
}

interface Run {
  projects: string;
  projectIds: number[];
  connections: number;
}

async function httpRun(url: string, cookies: string[], run: Run, seconds = SECONDS): Promise<LoadResult & { committed: number }> {
  const result = await autocannon({
    url: `${url}/api/investments`,
    connections: run.connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', cookie: pick(cookies) },
          body: JSON.stringify({
            projectId: pick(run.projectIds),
            investorName: 'Bench',
            investorEmail: 'bench@example.test',
            amount: AMOUNT,
            shares: SHARES,
          }),
        }),
      },
    ],
  });
  return {
    // Committed investments a second: autocannon's own rate counts refused requests too.
    requestsPerSecond: Math.round(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    committed: result['2xx'],
  };
}

type HttpMeasure = LoadResult & { committed: number; serverCpuMs: number };
type DirectMeasure = LoadResult & { committed: number; processCpuMs: number; firstError: string | null };

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<{ rows: Array<Array<string | number>>; problems: string[] }> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const bench = await createBenchDatabase(kind);
  const rows: Array<Array<string | number>> = [];
  const problems: string[] = [];
  try {
    let opened = await bench.open();
    const projectIds = await addBenchProjects(opened.handle, MANY_PROJECTS + 1);
    const runs: Run[] = CONNECTIONS.flatMap((connections) => [
      { projects: `${MANY_PROJECTS} projects`, projectIds: projectIds.slice(0, MANY_PROJECTS), connections },
      { projects: '1 hot project', projectIds: projectIds.slice(MANY_PROJECTS), connections },
    ]);
    const http: HttpMeasure[] = [];
    const direct: DirectMeasure[] = [];
    let warmUpCommitted = 0;
    let directCommitted = 0;
    const readInvestors = async () =>
      (
        await opened.handle.db.execute<{ id: number; name: string; email: string }>(
          sql`select id, first_name || ' ' || last_name as name, email from users where email like 'bench-%'`,
        )
      ).rows.map((row): Investor => ({ id: Number(row.id), name: row.name, email: row.email }));
    const directSide = async () => {
      const investors = await readInvestors();
      const transaction = 'pool' in opened.driver ? postgresTransaction(opened.driver.pool) : pgliteTransaction(opened.driver.pglite);
      const firstRun = runs[0] as Run;
      const warmUp = { connections: firstRun.connections, durationMs: WARM_UP_SECONDS * 1000, investors, projectIds: firstRun.projectIds };
      directCommitted += (await runDirect(transaction, warmUp)).committed;
      return async (run: Run) => {
        console.error(`${label}: direct SQL, ${run.projects}, ${run.connections} connections…`);
        const cpuBefore = process.cpuUsage();
        const result = await runDirect(transaction, {
          connections: run.connections,
          durationMs: SECONDS * 1000,
          investors,
          projectIds: run.projectIds,
        });
        const cpu = process.cpuUsage(cpuBefore);
        directCommitted += result.committed;
        direct.push({ ...result, processCpuMs: (cpu.user + cpu.system) / 1000 });
      };
    };

    // A PGlite folder belongs to one process: the server has it for the HTTP runs, then this
    // process for the direct ones. PostgreSQL's runs alternate, HTTP then direct, PAIRS times
    // for each case, and the table shows the pair with the median ratio: this shared machine's
    // speed drifts by tens of percent within a minute, so only runs close in time compare.
    const pairs = kind === 'postgres' ? PAIRS : 1;
    const measured = runs.flatMap((run) => Array.from({ length: pairs }, () => run));
    if (kind === 'pglite') await closeOpened(opened);
    const server = await startServer({ env: bench.serverEnv });
    try {
      const cookies = await fundedInvestors(server.url, INVESTORS, dollarsEach(measured.length));
      warmUpCommitted += (await httpRun(server.url, cookies, runs[0] as Run, WARM_UP_SECONDS)).committed;
      const directRun = kind === 'postgres' ? await directSide() : null;
      for (const run of measured) {
        console.error(`${label}: HTTP, ${run.projects}, ${run.connections} connections…`);
        const cpuBefore = processCpuMs(server.child.pid ?? 0);
        const result = await httpRun(server.url, cookies, run);
        http.push({ ...result, serverCpuMs: processCpuMs(server.child.pid ?? 0) - cpuBefore });
        // Requests in flight when autocannon stops still commit; let them finish before the next run.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if (directRun) await directRun(run);
      }
    } finally {
      await server.stop();
    }
    if (kind === 'pglite') {
      opened = await bench.open();
      const directRun = await directSide();
      for (const run of measured) await directRun(run);
    }

    for (const [index, run] of runs.entries()) {
      const ratios = Array.from({ length: pairs }, (_, pair) => {
        const at = index * pairs + pair;
        return { at, ratio: (http[at] as HttpMeasure).requestsPerSecond / (direct[at] as DirectMeasure).requestsPerSecond };
      }).sort((a, b) => a.ratio - b.ratio);
      // A failing side makes the ratio meaningless: say so instead of printing it.
      for (let pair = 0; pair < pairs; pair += 1) {
        const at = index * pairs + pair;
        const [viaHttp, limit] = [http[at] as HttpMeasure, direct[at] as DirectMeasure];
        const where = `${label}, ${run.projects}, ${run.connections} connections, pair ${pair + 1}`;
        if (viaHttp.errors + viaHttp.non2xx > 0) problems.push(`${where}: ${viaHttp.errors + viaHttp.non2xx} HTTP requests failed`);
        if (limit.errors > 0) problems.push(`${where}: ${limit.errors} direct transactions failed (first: ${limit.firstError})`);
      }
      const median = ratios[Math.floor(pairs / 2)] as { at: number; ratio: number };
      const viaHttp = http[median.at] as HttpMeasure;
      const limit = direct[median.at] as DirectMeasure;
      rows.push([
        label,
        run.projects,
        run.connections,
        viaHttp.requestsPerSecond,
        viaHttp.p50Ms,
        viaHttp.p99Ms,
        viaHttp.errors + viaHttp.non2xx,
        limit.requestsPerSecond,
        limit.p50Ms,
        limit.p99Ms,
        limit.errors,
        median.ratio.toFixed(2),
        ratios.map((pair) => pair.ratio.toFixed(2)).join(', '),
        // The server's CPU includes the requests still in flight when the run ended; the driver's, PGlite's own work.
        (viaHttp.serverCpuMs / viaHttp.committed).toFixed(2),
        (limit.processCpuMs / limit.committed).toFixed(2),
      ]);
    }

    // The books must balance: no oversold project, one row per success, ledger clean. Requests
    // still in flight when a run ended committed without autocannon counting them: at most one per connection.
    const httpCounted = http.reduce((sum, run) => sum + run.committed, warmUpCommitted);
    const inFlightAtMost = measured.reduce((sum, run) => sum + run.connections, (runs[0] as Run).connections);
    const [counts] = (
      await opened.handle.db.execute<{ investments: number; negative: number }>(
        sql`select (select count(*) from investments)::int as investments, (select count(*) from projects where available_shares < 0)::int as negative`,
      )
    ).rows;
    const httpRows = Number(counts?.investments) - directCommitted;
    if (httpRows < httpCounted || httpRows > httpCounted + inFlightAtMost) {
      problems.push(`${label}: ${httpRows} investments written over HTTP for ${httpCounted} successes answered`);
    }
    if (Number(counts?.negative) !== 0) problems.push(`${label}: ${counts?.negative} oversold projects`);
    problems.push(...(await checkLedger(opened.handle.db)).map((violation) => `${label}: ${violation}`));
    await closeOpened(opened);
  } finally {
    await bench.drop();
  }
  return { rows, problems };
}

async function closeOpened(opened: Awaited<ReturnType<Awaited<ReturnType<typeof createBenchDatabase>>['open']>>): Promise<void> {
  if ('pool' in opened.driver) await opened.driver.pool.end();
  await opened.handle.close();
}

export const investHeaders = [
  'database',
  'projects',
  'connections',
  'HTTP tx/s',
  'HTTP p50 ms',
  'HTTP p99 ms',
  'HTTP errors',
  'direct SQL tx/s',
  'direct p50 ms',
  'direct p99 ms',
  'direct errors',
  'HTTP / direct',
  'each pair',
  'server CPU ms/tx',
  'direct process CPU ms/tx',
];

export async function benchInvest(): Promise<{ rows: Array<Array<string | number>>; problems: string[] }> {
  const kinds = (['pglite', 'postgres'] as const).filter((kind) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY === kind);
  const results = [];
  for (const kind of kinds) results.push(await benchDatabase(kind));
  return { rows: results.flatMap((result) => result.rows), problems: results.flatMap((result) => result.problems) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const loadBefore = os.loadavg()[0]?.toFixed(1);
  const { rows, problems } = await benchInvest();
  console.log(
    `POST /api/investments, ${SECONDS} s a run, ${os.cpus().length} cores, Node ${process.versions.node}, $${AMOUNT} (${SHARES} shares) a request,` +
      ` load average ${loadBefore} before and ${os.loadavg()[0]?.toFixed(1)} after\n`,
  );
  printTable(investHeaders, rows);
  console.log(
    problems.length === 0 ? '\nChecks: ledger clean, 0 oversold, one investment row per success.' : `\nPROBLEMS:\n${problems.join('\n')}`,
  );
  if (problems.length > 0) process.exitCode = 1;
}
