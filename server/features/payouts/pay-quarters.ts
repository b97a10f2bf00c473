import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { nextQuarterEnd, quarterOf } from '@common/schemas/payouts';
import { cents, formatCentsAsUsd, REVENUE_SPLIT_PERCENT, splitRevenue } from '@common/money';
import { arrayLiteral } from '../../db/array-literal';
import type { Database, Transaction } from '../../db/client';
import { payouts, projectQuarters, projects } from '../../db/schema';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { bookRevenue, DEMO_BACKERS, payInvestorPool } from '../ledger';
import { payoutPosted, revenueSharePaid } from '../notifications';
import { allocateByShares } from './allocate';
import { quarterRevenueCents, realizedDraws, valueBpAt, type ProjectDraws } from '@common/rules/revenue-model';
import { readRevenueSeed } from './revenue-seed';

const holdingRow = z
  .object({ id: sqlColumn.integer, user_id: sqlColumn.integer, shares: sqlColumn.integer })
  .transform((row) => ({ investmentId: row.id, userId: row.user_id, shares: row.shares }));

const payingColumns = {
  id: projects.id,
  creatorId: projects.creatorId,
  type: projects.type,
  fundingGoalCents: projects.fundingGoalCents,
  demoRaisedCents: projects.demoRaisedCents,
  sharePriceCents: projects.sharePriceCents,
  status: projects.status,
  closedAt: projects.closedAt,
  payoutsThrough: projects.payoutsThrough,
};
type PayingProject = { [K in keyof typeof payingColumns]: (typeof projects.$inferSelect)[K] };

/** The end of the next quarter to pay: the first after the funding, then one after another. */
function nextDueQuarterEnd(project: PayingProject): Date | null {
  if (project.status !== 'funded' || project.closedAt === null) return null;
  return nextQuarterEnd(project.payoutsThrough ?? project.closedAt);
}

/**
 * Pays one quarter of one funded project, inside the caller's transaction, which holds the
 * project's row lock: books the quarter's revenue (70% creator, 25% investors' pool, 5%
 * platform), pays the pool out pro rata by the shares held at the quarter's end (the demo
 * backers' shares included, their part back to the sandbox), revalues the holdings, and moves
 * the project's `payoutsThrough` on. Dated at the quarter's end, the moment it belongs to.
 * `draws` are the project's realized ones unless a test sets them (the plan's, to hold the
 * engine to the outlook simulator's plan).
 */
export async function payQuarter(
  tx: Transaction,
  project: PayingProject,
  quarterEnd: Date,
  postedAt: Date,
  draws?: ProjectDraws,
): Promise<void> {
  if (project.closedAt === null) throw new Error(`project ${project.id} has not been funded`);
  const quarter = quarterOf(new Date(quarterEnd.getTime() - 1));
  const earning = { id: project.id, type: project.type, fundingGoalCents: project.fundingGoalCents, fundedAt: project.closedAt };
  const projectDraws = draws ?? realizedDraws(await readRevenueSeed(tx), project.id);
  const revenue = quarterRevenueCents(earning, quarterEnd, projectDraws);
  const split = splitRevenue(revenue);
  const valueBp = valueBpAt(earning, quarterEnd, projectDraws);
  // The primary key (project, quarter) is the last word on "exactly once".
  const claimed = await tx
    .insert(projectQuarters)
    .values({ projectId: project.id, quarter, quarterEnd, revenueCents: revenue, investorPoolCents: split.investors, valueBp, postedAt })
    .onConflictDoNothing()
    .returning({ quarter: projectQuarters.quarter });
  if (claimed.length === 0) throw new Error(`project ${project.id} already paid ${quarter}`);

  const description = `${quarter} revenue share`;
  // The creator's line says what their share is of (Account Activity names the quarter and the project).
  const revenueShare = `${REVENUE_SPLIT_PERCENT.creator}% of ${formatCentsAsUsd(revenue)} revenue`;
  await bookRevenue(tx, { projectId: project.id, creatorId: project.creatorId, split, at: quarterEnd, description: revenueShare });
  const holders = await queryRows(
    tx,
    holdingRow,
    sql`
    select id, user_id, shares from investments
    where project_id = ${project.id}::int and (status = 'active' or (status = 'sold' and closed_at >= ${quarterEnd.toISOString()}::timestamptz))
    order by id`,
  );
  const demoShares = Math.floor(project.demoRaisedCents / project.sharePriceCents);
  const amounts = allocateByShares(split.investors, [...holders.map((holder) => holder.shares), demoShares]);
  const lines = holders.map((holder, index) => ({ ...holder, amount: cents(amounts[index] ?? 0) }));
  // With no share held at the quarter's end, nobody is owed the pool: it goes back where revenue came from.
  const unheld = holders.length === 0 && demoShares === 0;
  const transferIds = await payInvestorPool(tx, {
    projectId: project.id,
    at: quarterEnd,
    description,
    lines,
    toSandbox: unheld ? split.investors : cents(amounts[holders.length] ?? 0),
    sandboxNote: unheld ? 'No shares held at the quarter’s end' : DEMO_BACKERS,
  });
  const paidToInvestors = unheld ? 0 : split.investors;

  const paid = lines.filter((line) => line.amount > 0);
  if (paid.length > 0) {
    await tx.execute(sql`
      with line as (
        select * from unnest(${arrayLiteral(paid.map((line) => line.investmentId))}::int[],
                             ${arrayLiteral(paid.map((line) => line.userId))}::int[],
                             ${arrayLiteral(paid.map((line) => line.shares))}::int[],
                             ${arrayLiteral(paid.map((line) => line.amount))}::bigint[],
                             ${arrayLiteral(paid.map((line) => transferIds.get(line.investmentId) ?? Number.NaN))}::int[])
          as paid(investment_id, user_id, shares, amount_cents, transfer_id)
      ), received as (
        update investments set payouts_cents = investments.payouts_cents + line.amount_cents from line where investments.id = line.investment_id
      )
      insert into ${payouts} (project_id, quarter, investment_id, user_id, shares, amount_cents, transfer_id, posted_at)
      select ${project.id}::int, ${quarter}::text, investment_id, user_id, shares, amount_cents, transfer_id, ${quarterEnd.toISOString()}::timestamptz from line`);
  }
  await tx
    .update(projects)
    .set({
      valueBp,
      payoutsThrough: quarterEnd,
      paidToInvestorsCents: sql`${projects.paidToInvestorsCents} + ${paidToInvestors}::bigint`,
      payoutCount: paidToInvestors > 0 ? sql`${projects.payoutCount} + 1` : projects.payoutCount,
    })
    .where(eq(projects.id, project.id));
  // Last in the transaction: the creator hears of their share, and each investor paid of theirs, once,
  // dated at the quarter's end like the payout lines, however late a clock jump had them paid.
  await revenueSharePaid(tx, { projectId: project.id, quarter, revenueCents: revenue, creatorCents: split.creator, at: quarterEnd });
  if (paid.length > 0) await payoutPosted(tx, project.id, quarter, quarterEnd);
}

/** Funded projects with a quarter due at `now`, in the same terms as `nextDueQuarterEnd`. */
const dueAt = (now: Date) => sql`${projects.status} = 'funded' and ${projects.closedAt} is not null and
  (date_trunc('quarter', coalesce(${projects.payoutsThrough}, ${projects.closedAt}) at time zone 'UTC') + interval '3 months') at time zone 'UTC' <= ${now.toISOString()}::timestamptz`;

/**
 * Pays every quarter that is due at `now`, oldest first per project: after downtime or a clock
 * jump of two years, eight quarters, each once. One transaction per project and quarter,
 * holding the project's row lock, so any number of servers can run this at once: one that
 * waited for the lock reads the project again and finds the quarter paid. Returns how many
 * quarters it paid.
 */
export async function payDueQuarters(db: Database, now: Date): Promise<number> {
  let paid = 0;
  let passedOver: number | null = null;
  for (;;) {
    const [candidate] = await db.select({ id: projects.id }).from(projects).where(dueAt(now)).orderBy(projects.id).limit(1);
    if (!candidate) return paid;
    const paidOne = await db.transaction(async (tx) => {
      const [project] = await tx.select(payingColumns).from(projects).where(eq(projects.id, candidate.id)).for('update');
      const quarterEnd = project ? nextDueQuarterEnd(project) : null;
      if (!project || quarterEnd === null || quarterEnd > now) return false;
      await payQuarter(tx, project, quarterEnd, now);
      return true;
    });
    if (paidOne) paid += 1;
    // Passed over twice in a row means the query and nextDueQuarterEnd disagree: stop, never spin.
    else if (passedOver === candidate.id) throw new Error(`project ${candidate.id} looks due but has no quarter to pay`);
    passedOver = paidOne ? null : candidate.id;
  }
}
