/**
 * `npm run bench:close`: how long closing a campaign with 10,000 pending investments takes on
 * PostgreSQL (goal: under 5 s), once failed (10,000 refunds) and once funded (escrow released,
 * 10,000 holdings issued). The investors, investments and their escrow holds are loaded
 * set-based first; the books must balance afterwards. PostgreSQL runs in a database of its own
 * on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped after.
 */
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../server/prepare-database';
import { closeCampaignNow } from '../server/features/campaigns';
import { checkLedger, postTransfers, projectEscrow, SANDBOX } from '../server/features/ledger';
import { queryRows, sqlColumn } from '../server/db/typed-sql';
import { cents } from '@common/money';
import { z } from 'zod';
import { createBenchDatabase } from './invest-setup';
import { printTable } from './lib/load';

const PENDING = Number(process.env.BENCH_PENDING ?? 10_000);

const bench = await createBenchDatabase('postgres');
const { handle } = await bench.open();
const { db } = handle;
try {
  await prepareDatabase(handle);
  const rows: Array<Array<string | number>> = [];
  for (const outcome of ['failed', 'funded'] as const) {
    // $100 each at $10 a share; the goal decides the outcome.
    const goal = outcome === 'funded' ? PENDING * 100_00 : PENDING * 100_00 + 1;
    const loaded = await db.execute<{ project_id: number }>(sql`
      with creator as (insert into creators (name, category) values ('Bench Creator', 'indie music') returning id)
      insert into projects (creator_id, title, description, funding_goal_cents, min_investment_cents, share_price_cents, total_shares,
                            available_shares, raised_cents, start_date, end_date)
      select id, 'Bench Campaign', 'A campaign the close benchmark closes. Fictional.', ${goal}::bigint, 10000, 1000, ${PENDING * 10}::int,
             ${PENDING}::int, ${PENDING * 100_00}::bigint, current_date - 30, current_date + 30
      from creator returning id as project_id`);
    const projectId = Number(loaded.rows[0]?.project_id);
    const held = await queryRows(
      db,
      z.object({ id: sqlColumn.integer, amount: sqlColumn.cents }),
      sql`
      with investors as (
        insert into users (email, password_hash, first_name, last_name, account_type)
        select 'close-bench-' || ${outcome}::text || '-' || g || '@example.test', 'x', 'Bench', 'Investor', 'investor' from generate_series(1, ${PENDING}::int) g
        returning id
      )
      insert into investments (user_id, project_id, investor_name, investor_email, amount_cents, fee_cents, shares)
      select id, ${projectId}::int, 'Bench Investor', 'bench@example.test', 10000, 500, 9 from investors
      returning id, amount_cents as amount`,
    );
    // The holds come from the sandbox (the investors never had cash), through the ledger's door.
    await db.transaction((tx) =>
      postTransfers(
        tx,
        held.map((investment) => ({
          code: 'investment_hold',
          projectId,
          investmentId: investment.id,
          postings: [
            { account: SANDBOX, amount: cents(-investment.amount) },
            { account: projectEscrow(projectId), amount: investment.amount },
          ],
        })),
      ),
    );
    await db.execute(sql`analyze`);
    const started = performance.now();
    const closed = await closeCampaignNow(db, projectId, new Date());
    const ms = Math.round(performance.now() - started);
    if (closed !== outcome) throw new Error(`expected ${outcome}, closed ${closed}`);
    rows.push([outcome, PENDING.toLocaleString('en-US'), ms, ms < 5000 ? 'yes' : 'NO']);
  }
  // The holds came from the sandbox here (the investors never had cash), so the user cash
  // postings of the refunds are the investors' only money: the books still balance.
  const violations = await checkLedger(db);
  printTable(['outcome', 'pending investments', 'close ms', 'under 5 s'], rows);
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
