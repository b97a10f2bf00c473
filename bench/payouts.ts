/**
 * `npm run bench:payouts`, on PostgreSQL (BENCH_DATABASE_URL, default the local server; a
 * database of its own, dropped after):
 * 1. posting one quarter for a funded project with 10,000 investors (goal: under 5 s): the
 *    revenue transfer, 10,000 payout transfers and lines, the balances and the revaluation;
 * 2. the dashboard's calls for one investor with 1,000 investments in 100 funded projects and
 *    four years of quarterly payouts (16,000 payout lines), through the app over HTTP, one
 *    request at a time (goal: p95 at most 100 ms server time).
 * The books must balance afterwards.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { arrayLiteral } from '../server/db/array-literal';
import { loadConfig } from '../server/config';
import { prepareDatabase } from '../server/prepare-database';
import { checkLedger, creatorProceeds, PLATFORM_FEES, postTransfers, SANDBOX } from '../server/features/ledger';
import { queryRows, sqlColumn } from '../server/db/typed-sql';
import { cents } from '@common/money';
import { z } from 'zod';
import { projects } from '../server/db/schema';
import { payDueQuarters, payQuarter } from '../server/features/payouts';
import { FixedClock } from '../server/test/test-clock';
import { createBenchDatabase } from './invest-setup';
import { timeRequests } from './lib/latency';
import { printTable } from './lib/load';

const INVESTORS = Number(process.env.BENCH_INVESTORS ?? 10_000);
const DASHBOARD_PROJECTS = 100;
const HOLDINGS_PER_PROJECT = 10;
const DAY_MS = 86_400_000;

const bench = await createBenchDatabase('postgres');
const { handle } = await bench.open();
const { db } = handle;

/** A funded project, closed at `fundedAt`, whose `holders` investments of $100 (9 shares) are active. */
async function fundedProject(fundedAt: Date, holders: Array<number>): Promise<number> {
  const loaded = await db.execute<{ id: number }>(sql`
    with creator as (insert into creators (name, category) values ('Bench Creator', 'indie music') returning id)
    insert into projects (creator_id, title, description, type, funding_goal_cents, min_investment_cents, share_price_cents, total_shares,
                          available_shares, raised_cents, start_date, end_date, status, closed_at)
    select id, 'Bench Payouts', 'A project the payouts benchmark pays. Fictional.', 'equipment', ${holders.length * 100_00}::bigint, 10000, 1000,
           ${holders.length * 9}::int, 0, ${holders.length * 100_00}::bigint, current_date - 400, current_date - 380, 'funded', ${fundedAt.toISOString()}::timestamptz
    from creator returning id`);
  const projectId = Number(loaded.rows[0]?.id);
  const held = await queryRows(
    db,
    z.object({ id: sqlColumn.integer, amount: sqlColumn.cents, fee: sqlColumn.cents, creatorId: sqlColumn.integer }),
    sql`
    insert into investments (user_id, project_id, investor_name, investor_email, amount_cents, fee_cents, shares, status, created_at)
    select user_id, ${projectId}::int, 'Bench Investor', 'bench@example.test', 10000, 500, 9, 'active', ${fundedAt.toISOString()}::timestamptz
    from unnest(${arrayLiteral(holders)}::int[]) as holder(user_id)
    returning id, amount_cents as amount, fee_cents as fee, (select creator_id from projects where id = ${projectId}::int) as "creatorId"`,
  );
  // Each holding as released at funding, from the sandbox, through the ledger's door.
  await db.transaction((tx) =>
    postTransfers(
      tx,
      held.map((investment) => ({
        code: 'investment_hold',
        projectId,
        investmentId: investment.id,
        postings: [
          { account: SANDBOX, amount: cents(-investment.amount) },
          { account: PLATFORM_FEES, amount: investment.fee },
          { account: creatorProceeds(investment.creatorId), amount: cents(investment.amount - investment.fee) },
        ],
      })),
    ),
  );
  return projectId;
}

try {
  await prepareDatabase(handle);
  // 1. One quarter, 10,000 investors.
  const users = await db.execute<{ id: number }>(sql`
    insert into users (email, password_hash, first_name, last_name, account_type)
    select 'payout-bench-' || g || '@example.test', 'x', 'Bench', 'Investor', 'investor' from generate_series(1, ${INVESTORS}::int) g returning id`);
  const fundedAt = new Date(Date.UTC(2026, 0, 10));
  const projectId = await fundedProject(
    fundedAt,
    users.rows.map((row) => Number(row.id)),
  );
  await db.execute(sql`analyze`);
  // Only this project's quarter is timed (the demo data's funded project has quarters of its own).
  const quarterEnd = new Date(Date.UTC(2026, 3, 1));
  const started = performance.now();
  await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
    if (!project) throw new Error('no bench project');
    await payQuarter(tx, project, quarterEnd, quarterEnd);
  });
  const quarterMs = Math.round(performance.now() - started);
  const [lineCount] = (
    await db.execute<{ lines: number }>(sql`select count(*)::int as lines from payouts where project_id = ${projectId}::int`)
  ).rows;

  // 2. The dashboard of an investor with 1,000 investments and four years of payouts.
  const now = new Date(Date.UTC(2030, 0, 5));
  const config = loadConfig({ ...bench.serverEnv, LOG_LEVEL: 'warn', SIGNUPS_PER_CLIENT: '100' });
  const app = await buildApp({ config, database: handle, clientFolder: null, logger: false, clock: new FixedClock(now) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'payout-dashboard@example.test', firstName: 'Dash', lastName: 'Board', password: 'bench-password-long' }),
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const [me] = (await db.execute<{ id: number }>(sql`select id from users where email = 'payout-dashboard@example.test'`)).rows;
  for (let project = 0; project < DASHBOARD_PROJECTS; project += 1) {
    await fundedProject(new Date(Date.UTC(2026, 0, 1) - project * DAY_MS), Array(HOLDINGS_PER_PROJECT).fill(Number(me?.id)));
  }
  const dashboardQuarters = await payDueQuarters(db, now);
  await db.execute(sql`analyze`);
  const [mine] = (
    await db.execute<{ lines: number }>(sql`select count(*)::int as lines from payouts where user_id = ${Number(me?.id)}::int`)
  ).rows;

  const rows: Array<Array<string | number>> = [];
  for (const path of [
    '/api/investments',
    '/api/investments/history',
    '/api/payouts?limit=5',
    '/api/payouts/summary',
    '/api/payouts',
    '/api/portfolio/history?range=6m',
    '/api/portfolio/history?range=all',
    '/api/auth/user',
  ]) {
    const timed = await timeRequests(`${base}${path}`, { count: 60, headers: { cookie, 'accept-encoding': 'gzip' } });
    rows.push([path, timed.requests, timed.p50Ms, timed.p95Ms, timed.failures, timed.p95Ms <= 100 ? 'yes' : 'NO']);
  }
  await app.close();

  const violations = await checkLedger(db);
  console.log(
    `One quarter for ${INVESTORS.toLocaleString('en-US')} investors: ${quarterMs} ms (${lineCount?.lines} payout lines; goal under 5 s: ${quarterMs < 5000 ? 'yes' : 'NO'})\n`,
  );
  console.log(
    `Dashboard investor: ${DASHBOARD_PROJECTS * HOLDINGS_PER_PROJECT} investments, ${dashboardQuarters} project quarters paid, ${mine?.lines} payout lines\n`,
  );
  // The dashboard reads the latest lines and the summary; the full list is measured as the API's worst case.
  printTable(['GET', 'requests', 'p50 ms', 'p95 ms', 'failures', 'p95 <= 100 ms'], rows);
  console.log(
    violations.length === 0
      ? '\nLedger check: clean'
      : `\nLedger check: ${violations.length} violation(s)\n${violations.slice(0, 5).join('\n')}`,
  );
  if (violations.length > 0) process.exitCode = 1;
} finally {
  await handle.close();
  await bench.drop();
}
