import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { projectStatuses } from '@common/rules/campaigns';
import { centsToDecimal, splitRevenue, sumCents } from '@common/money';
import { daysLeft } from '@common/rules/days-left';
import type { CreatorDashboard, CreatorProjectSummary } from '@common/schemas/creator-dashboard';
import type { Database } from '../../db/client';
import { queryRow, queryRows, sqlColumn } from '../../db/typed-sql';
import { fundingProgressFromCents } from '@common/rules/progress';
import type { Responsiveness } from '@common/schemas/questions';
import { awaitsCreator, responsiveness } from '../questions';
import { daysSince, updateDue } from '../updates';

/** One row per project matching `where`, with every figure of its summary, computed in the database. */
const summaryQuery = (where: SQL) => sql`
  select p.id, p.title, p.project_image_url, p.status, p.funding_goal_cents, p.raised_cents, p.start_date, p.end_date, p.closed_at, p.created_at,
         p.paid_to_investors_cents, p.payout_count,
         i.investors, i.pending, i.released, i.cancelled_count, i.cancelled, i.refunded_count, i.refunded, m.net, m.platform_fee, m.revenue_paid,
         (select count(*)::int from follows f where f.project_id = p.id) as followers,
         (select coalesce(json_agg(q.revenue_cents), '[]') from project_quarters q where q.project_id = p.id) as quarter_revenues,
         (select max(u.created_at) from project_updates u where u.project_id = p.id) as last_update_at,
         (select count(*) from project_posts q where q.project_id = p.id and q.question_id is null)::int as questions,
         (select count(*) from project_posts q where q.project_id = p.id and ${awaitsCreator('q')})::int as unanswered_questions
  from projects p
  join creators c on c.id = p.creator_id
  cross join lateral (
    -- The campaign's investments only: a closed raise and its backers do not move when its shares trade on the market.
    select count(distinct user_id) filter (where status in ('pending', 'active', 'sold'))::int as investors,
           coalesce(sum(amount_cents) filter (where status = 'pending'), 0)::text as pending,
           coalesce(sum(amount_cents) filter (where status in ('active', 'sold')), 0)::text as released,
           count(*) filter (where status = 'cancelled')::int as cancelled_count,
           coalesce(sum(amount_cents) filter (where status = 'cancelled'), 0)::text as cancelled,
           count(*) filter (where status = 'refunded')::int as refunded_count,
           coalesce(sum(amount_cents) filter (where status = 'refunded'), 0)::text as refunded
    from investments where project_id = p.id and origin = 'campaign'
  ) i
  cross join lateral (
    -- The creator's own postings (their cash, or their proceeds account without one) for this project, on the account's index.
    -- Campaigns funded before the fee shared the release's transfer posted it as the transfer right after.
    select coalesce(sum(mine.amount_cents) filter (where t.code = 'release_to_creator'), 0)::text as net,
           coalesce(sum(mine.amount_cents) filter (where t.code = 'revenue'), 0)::text as revenue_paid,
           coalesce(sum((
             select sum(fee.amount_cents) from ledger_postings fee join ledger_transfers ft on ft.id = fee.transfer_id
             where fee.transfer_id in (t.id, t.id + 1) and fee.account_kind = 'platform_fees'
               and ft.project_id = p.id and ft.code in ('release_to_creator', 'platform_fee')
           )) filter (where t.code = 'release_to_creator'), 0)::text as platform_fee
    from ledger_postings mine join ledger_transfers t on t.id = mine.transfer_id
    where ((mine.account_kind = 'user_cash' and mine.account_id = c.user_id) or (mine.account_kind = 'creator_proceeds' and mine.account_id = c.id))
      and t.project_id = p.id and t.code in ('release_to_creator', 'revenue')
  ) m
  where ${where}
  order by p.created_at desc, p.id desc`;

/** A row of `summaryQuery`. */
const summaryRow = z.object({
  id: sqlColumn.integer,
  title: sqlColumn.text,
  project_image_url: sqlColumn.text.nullable(),
  status: z.enum(projectStatuses),
  funding_goal_cents: sqlColumn.cents,
  raised_cents: sqlColumn.cents,
  start_date: sqlColumn.day,
  end_date: sqlColumn.day,
  closed_at: sqlColumn.timestamp.nullable(),
  created_at: sqlColumn.timestamp,
  paid_to_investors_cents: sqlColumn.cents,
  payout_count: sqlColumn.integer,
  investors: sqlColumn.integer,
  pending: sqlColumn.cents,
  released: sqlColumn.cents,
  cancelled_count: sqlColumn.integer,
  cancelled: sqlColumn.cents,
  refunded_count: sqlColumn.integer,
  refunded: sqlColumn.cents,
  net: sqlColumn.cents,
  platform_fee: sqlColumn.cents,
  revenue_paid: sqlColumn.cents,
  followers: sqlColumn.integer,
  quarter_revenues: z.array(sqlColumn.cents),
  last_update_at: sqlColumn.timestamp.nullable(),
  questions: sqlColumn.integer,
  unanswered_questions: sqlColumn.integer,
});

function toSummary(row: z.infer<typeof summaryRow>, now: Date, answering: Responsiveness): CreatorProjectSummary {
  const { status, end_date: endDate, last_update_at: lastUpdateAt, quarter_revenues: revenues } = row;
  return {
    id: row.id,
    title: row.title,
    projectImageUrl: row.project_image_url,
    status,
    fundingGoal: centsToDecimal(row.funding_goal_cents),
    raisedAmount: centsToDecimal(row.raised_cents),
    progress: fundingProgressFromCents(row.raised_cents, row.funding_goal_cents),
    startDate: row.start_date,
    endDate,
    daysLeft: status === 'active' ? Math.max(0, daysLeft(endDate, now)) : 0,
    closedAt: row.closed_at?.toISOString() ?? null,
    investors: row.investors,
    followers: row.followers,
    pendingAmount: centsToDecimal(row.pending),
    releasedAmount: centsToDecimal(row.released),
    cancellations: { count: row.cancelled_count, amount: centsToDecimal(row.cancelled) },
    refunds: { count: row.refunded_count, amount: centsToDecimal(row.refunded) },
    revenue: {
      total: centsToDecimal(sumCents(revenues)),
      creatorShare: centsToDecimal(sumCents(revenues.map((revenue) => splitRevenue(revenue).creator))),
    },
    payouts: { total: centsToDecimal(row.paid_to_investors_cents), count: row.payout_count },
    proceeds: {
      raised: centsToDecimal(sumCents([row.net, row.platform_fee])),
      platformFee: centsToDecimal(row.platform_fee),
      net: centsToDecimal(row.net),
      revenuePaid: centsToDecimal(row.revenue_paid),
    },
    lastUpdateAt: lastUpdateAt?.toISOString() ?? null,
    daysSinceLastUpdate: lastUpdateAt ? daysSince(lastUpdateAt, now) : null,
    updateDue: updateDue({ createdAt: row.created_at, status, lastUpdateAt }, now),
    questions: { total: row.questions, unanswered: row.unanswered_questions, responsiveness: answering },
  };
}

/** `GET /api/creator/projects`: every project of the signed-in creator, newest first. */
export async function creatorProjects(db: Database, userId: number, now: Date): Promise<CreatorProjectSummary[]> {
  const rows = await queryRows(db, summaryRow, summaryQuery(sql`c.user_id = ${userId}::int`));
  return Promise.all(rows.map(async (row) => toSummary(row, now, await responsiveness(db, row.id, now))));
}

/**
 * The raise over time: the demo backers' part at the start, then a step at every investment
 * (up) and every cancellation or refund (down), as `raised_cents` moved; a sale or a market trade after the close leaves it.
 */
async function fundingCurve(db: Database, projectId: number, now: Date): Promise<CreatorDashboard['curve']> {
  const rows = await queryRows(
    db,
    z.object({ at: sqlColumn.timestamp, raised: sqlColumn.cents }),
    sql`
    with step as (
      select p.created_at as at, p.demo_raised_cents as change, 0 as id from projects p where p.id = ${projectId}::int
      union all select created_at, amount_cents, id from investments where project_id = ${projectId}::int and origin = 'campaign'
      union all select closed_at, -amount_cents, id from investments
        where project_id = ${projectId}::int and origin = 'campaign' and closed_at is not null and status <> 'sold'
    )
    select at, sum(change) over (order by at, id rows unbounded preceding) as raised from step order by at, id`,
  );
  const points = rows.map((row) => ({ at: row.at.toISOString(), raised: centsToDecimal(row.raised) }));
  const last = points.at(-1);
  // The line runs on to now (or the close), level since the last step.
  if (last && new Date(last.at) < now) points.push({ at: now.toISOString(), raised: last.raised });
  return points;
}

/** `GET /api/creator/projects/{id}/dashboard`: one project's summary and funding curve (creator checked by the caller). */
export async function projectDashboard(db: Database, projectId: number, now: Date): Promise<CreatorDashboard> {
  const row = await queryRow(db, summaryRow, summaryQuery(sql`p.id = ${projectId}::int`));
  if (!row) throw new Error(`project ${projectId} vanished`);
  const summary = toSummary(row, now, await responsiveness(db, projectId, now));
  const end = summary.closedAt ? new Date(summary.closedAt) : now;
  return { ...summary, curve: await fundingCurve(db, projectId, end < now ? end : now) };
}
