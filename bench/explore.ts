/**
 * `npm run bench:explore`: on the scale data (`npm run seed:scale`, DATABASE_URL), the p95 of
 * GET /api/projects for every filter under every sort (goal <= 50 ms), of later pages, and of
 * the dashboard's calls for the investor with 1,000 investments (goal <= 100 ms each), then
 * EXPLAIN (ANALYZE) of each query shape with the indexes it uses.
 *
 * Requests go one at a time to a built server process on the same database (gzip and
 * keep-alive, as a browser sends them). BENCH_REQUESTS (default 100) timed requests per case.
 */
import pg from 'pg';
import { EXPLORE_EXACT_COUNT, exploreQuerySchema } from '@common/schemas/explore';
import { DASHBOARD_INVESTOR_EMAIL, SCALE, SCALE_PASSWORD } from '../server/db/seed/scale-load';
import { listInvestments } from '../server/features/investments/service';
import { portfolioHistory } from '../server/features/portfolio/service';
import { exploreProjects } from '../server/features/projects/explore-projects';
import { exploreUrl, filterCases, sorts } from './explore-cases';
import { isBoundedCount, plansOf, recordingDatabase, type Plan } from './explore-plans';
import { timeRequests } from './lib/latency';
import { printTable } from './lib/load';
import { startServer } from './lib/server-process';

const EXPLORE_GOAL_MS = 50;
const DASHBOARD_GOAL_MS = 100;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const verdict = (ms: number, goal: number) => (ms <= goal ? 'met' : 'MISSED');

async function exploreTable(url: string): Promise<number[]> {
  const rows: Array<Array<string | number>> = [];
  const worst: number[] = [];
  for (const filter of filterCases) {
    const cells: number[] = [];
    for (const sort of sorts) cells.push((await timeRequests(exploreUrl(url, { ...filter.params, sort }), { count: REQUESTS })).p95Ms);
    const first = (await (await fetch(exploreUrl(url, filter.params))).json()) as { total: { count: number; exact: boolean } };
    const found = `${first.total.exact ? '' : 'about '}${first.total.count.toLocaleString('en-US')}`;
    rows.push([filter.label, ...cells, found, verdict(Math.max(...cells), EXPLORE_GOAL_MS)]);
    worst.push(Math.max(...cells));
  }
  console.log(
    `\nGET /api/projects, p95 in ms over ${REQUESTS} sequential requests (goal <= ${EXPLORE_GOAL_MS} ms for each filter and sort)\n`,
  );
  printTable(['filter', ...sorts, 'found', `<= ${EXPLORE_GOAL_MS} ms`], rows);
  return worst;
}

/** Follows nextCursor `pages - 1` times and returns the cursor of page `pages`. */
async function cursorOfPage(url: string, sort: string, pages: number): Promise<string> {
  let cursor = '';
  for (let page = 1; page < pages; page += 1) {
    const body = (await (await fetch(exploreUrl(url, { sort, ...(cursor ? { cursor } : {}) }))).json()) as { nextCursor: string };
    cursor = body.nextCursor;
  }
  return cursor;
}

async function laterPagesTable(url: string): Promise<number[]> {
  const rows: Array<Array<string | number>> = [];
  const worst: number[] = [];
  for (const sort of sorts) {
    const cells: number[] = [];
    for (const page of [2, 50]) {
      const cursor = await cursorOfPage(url, sort, page);
      cells.push((await timeRequests(exploreUrl(url, { sort, cursor }), { count: REQUESTS })).p95Ms);
    }
    rows.push([sort, ...cells, verdict(Math.max(...cells), EXPLORE_GOAL_MS)]);
    worst.push(Math.max(...cells));
  }
  console.log('\nLater pages (keyset cursor, no filter), p95 in ms\n');
  printTable(['sort', 'page 2', 'page 50', `<= ${EXPLORE_GOAL_MS} ms`], rows);
  return worst;
}

async function dashboardTable(url: string): Promise<number[]> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DASHBOARD_INVESTOR_EMAIL, password: SCALE_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Signing in as ${DASHBOARD_INVESTOR_EMAIL} failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const rows: Array<Array<string | number>> = [];
  const worst: number[] = [];
  for (const path of ['/api/auth/user', '/api/investments', '/api/portfolio/history?range=6m']) {
    const result = await timeRequests(`${url}${path}`, { count: REQUESTS, headers: { cookie } });
    if (result.failures > 0) throw new Error(`${path} failed ${result.failures} times`);
    rows.push([`GET ${path}`, result.p50Ms, result.p95Ms, result.maxMs, verdict(result.p95Ms, DASHBOARD_GOAL_MS)]);
    worst.push(result.p95Ms);
  }
  console.log(`\nDashboard calls of ${DASHBOARD_INVESTOR_EMAIL} (${SCALE.dashboardInvestments.toLocaleString('en-US')} investments), ms\n`);
  printTable(['call', 'p50', 'p95', 'max', `p95 <= ${DASHBOARD_GOAL_MS} ms`], rows);
  return worst;
}

async function queryPlans(pool: pg.Pool): Promise<Plan[]> {
  const recording = recordingDatabase(pool);
  const plans: Plan[] = [];
  const explore = (params: Record<string, string>) => (db: Parameters<typeof exploreProjects>[0]) =>
    exploreProjects(db, exploreQuerySchema.parse(params));
  for (const sort of sorts) plans.push(...(await plansOf(pool, recording, `explore, sort ${sort}`, explore({ sort }))));
  for (const filter of filterCases.slice(1))
    plans.push(...(await plansOf(pool, recording, `explore, ${filter.label}`, explore(filter.params))));
  const cursor = (await exploreProjects(recording.db, exploreQuerySchema.parse({}))).nextCursor ?? '';
  plans.push(...(await plansOf(pool, recording, 'explore, page 2 (cursor)', explore({ cursor }))));
  const { rows } = await pool.query<{ id: number; created_at: Date }>('select id, created_at from users where email = $1', [
    DASHBOARD_INVESTOR_EMAIL,
  ]);
  const investor = rows[0];
  if (!investor) throw new Error('no dashboard investor');
  plans.push(...(await plansOf(pool, recording, 'dashboard, GET /api/investments', (db) => listInvestments(db, investor.id))));
  plans.push(
    ...(await plansOf(pool, recording, 'dashboard, GET /api/portfolio/history', (db) =>
      portfolioHistory(db, { id: investor.id }, '6m', new Date()),
    )),
  );
  return plans;
}

function printPlans(plans: Plan[]): void {
  console.log('\nEXPLAIN (ANALYZE) of each query shape: the indexes it uses\n');
  printTable(
    ['query', 'indexes used', 'sequential scans', 'execution ms'],
    plans.map((plan) => [plan.label, plan.indexes.join(', ') || '-', plan.seqScans.join(', ') || 'none', plan.executionMs.toFixed(1)]),
  );
  for (const plan of plans) console.log(`\n-- ${plan.label}\n${plan.lines.join('\n')}`);
}

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('bench:explore needs DATABASE_URL: the PostgreSQL database that `npm run seed:scale` loaded.');
    return 1;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const { rows } = await pool.query<{ projects: number }>('select count(*)::int as projects from projects');
    if ((rows[0]?.projects ?? 0) < SCALE.projects) {
      console.error(`This database holds ${rows[0]?.projects ?? 0} projects: run \`npm run seed:scale\` on it first.`);
      return 1;
    }
    const server = await startServer({ databaseUrl });
    let worst: number[];
    let dashboard: number[];
    try {
      worst = [...(await exploreTable(server.url)), ...(await laterPagesTable(server.url))];
      dashboard = await dashboardTable(server.url);
    } finally {
      await server.stop();
    }
    const plans = await queryPlans(pool);
    printPlans(plans);
    const missed = worst.filter((ms) => ms > EXPLORE_GOAL_MS).length + dashboard.filter((ms) => ms > DASHBOARD_GOAL_MS).length;
    const unindexed = plans.filter(
      (plan) => !isBoundedCount(plan) && plan.seqScans.some((table) => table === 'projects' || table === 'investments'),
    );
    console.log(
      `\nGoals missed: ${missed}. Page and dashboard queries with a sequential scan of projects or investments: ${unindexed.length}` +
        ` (a count stops after ${EXPLORE_EXACT_COUNT + 1} matches, so a sequential scan there is bounded).`,
    );
    return 0;
  } finally {
    await pool.end();
  }
}

process.exitCode = await main();
