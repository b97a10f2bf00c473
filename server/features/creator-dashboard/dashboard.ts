import { sql, type SQL } from 'drizzle-orm';
import { cents, centsToDecimal } from '../../../common/money';
import { daysLeft } from '../../../common/rules/days-left';
import type { CreatorDashboard, CreatorProjectSummary } from '../../../common/schemas/creator-dashboard';
import type { Database } from '../../db/client';
import { fundingProgressFromCents } from '../../../common/rules/progress';
import { splitRevenue } from '../ledger';
import { daysSince, updateDue } from '../updates';

type Row = Record<string, unknown>;

const money = (value: unknown) => centsToDecimal(cents(Number(value ?? 0)));
const optionalDate = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)));

/** One row per project matching `where`, with every figure of its summary, computed in the database. */
const summaryQuery = (where: SQL) => sql`
  select p.id, p.title, p.project_image_url, p.status, p.funding_goal_cents, p.raised_cents, p.start_date, p.end_date, p.closed_at, p.created_at,
         p.paid_to_investors_cents, p.payout_count,
         i.investors, i.pending, i.released, i.cancelled_count, i.cancelled, i.refunded_count, i.refunded,
         (select count(*)::int from follows f where f.project_id = p.id) as followers,
         (select coalesce(json_agg(q.revenue_cents), '[]') from project_quarters q where q.project_id = p.id) as quarter_revenues,
         (select max(u.created_at) from project_updates u where u.project_id = p.id) as last_update_at
  from projects p
  join creators c on c.id = p.creator_id
  cross join lateral (
    select count(distinct user_id) filter (where status in ('pending', 'active'))::int as investors,
           coalesce(sum(amount_cents) filter (where status = 'pending'), 0)::text as pending,
           coalesce(sum(amount_cents) filter (where status in ('active', 'sold')), 0)::text as released,
           count(*) filter (where status = 'cancelled')::int as cancelled_count,
           coalesce(sum(amount_cents) filter (where status = 'cancelled'), 0)::text as cancelled,
           count(*) filter (where status = 'refunded')::int as refunded_count,
           coalesce(sum(amount_cents) filter (where status = 'refunded'), 0)::text as refunded
    from investments where project_id = p.id
  ) i
  where ${where}
  order by p.created_at desc, p.id desc`;

function toSummary(row: Row, now: Date): CreatorProjectSummary {
  const goal = cents(Number(row.funding_goal_cents));
  const raised = cents(Number(row.raised_cents));
  const endDate = String(row.end_date);
  const status = String(row.status) as CreatorProjectSummary['status'];
  const lastUpdateAt = optionalDate(row.last_update_at);
  const revenues = (row.quarter_revenues as Array<number | string>).map((revenue) => cents(Number(revenue)));
  const creatorShare = revenues.reduce<number>((total, revenue) => total + splitRevenue(revenue).creator, 0);
  return {
    id: Number(row.id),
    title: String(row.title),
    projectImageUrl: row.project_image_url === null ? null : String(row.project_image_url),
    status,
    fundingGoal: centsToDecimal(goal),
    raisedAmount: centsToDecimal(raised),
    progress: fundingProgressFromCents(raised, goal),
    startDate: String(row.start_date),
    endDate,
    daysLeft: status === 'active' ? Math.max(0, daysLeft(endDate, now)) : 0,
    closedAt: optionalDate(row.closed_at)?.toISOString() ?? null,
    investors: Number(row.investors),
    followers: Number(row.followers),
    pendingAmount: money(row.pending),
    releasedAmount: money(row.released),
    cancellations: { count: Number(row.cancelled_count), amount: money(row.cancelled) },
    refunds: { count: Number(row.refunded_count), amount: money(row.refunded) },
    revenue: {
      total: centsToDecimal(cents(revenues.reduce<number>((total, revenue) => total + revenue, 0))),
      creatorShare: centsToDecimal(cents(creatorShare)),
    },
    payouts: { total: money(row.paid_to_investors_cents), count: Number(row.payout_count) },
    lastUpdateAt: lastUpdateAt?.toISOString() ?? null,
    daysSinceLastUpdate: lastUpdateAt ? daysSince(lastUpdateAt, now) : null,
    updateDue: updateDue({ createdAt: new Date(String(row.created_at)), status, lastUpdateAt }, now),
  };
}

/** `GET /api/creator/projects`: every project of the signed-in creator, newest first. */
export async function creatorProjects(db: Database, userId: number, now: Date): Promise<CreatorProjectSummary[]> {
  const result = await db.execute<Row>(summaryQuery(sql`c.user_id = ${userId}::int`));
  return result.rows.map((row) => toSummary(row, now));
}

/**
 * The raise over time: the demo backers' part at the start, then a step at every investment
 * (up) and every cancellation, sale or refund (down), as `raised_cents` moved.
 */
async function fundingCurve(db: Database, projectId: number, now: Date): Promise<CreatorDashboard['curve']> {
  const result = await db.execute<Row>(sql`
    with step as (
      select p.created_at as at, p.demo_raised_cents as change, 0 as id from projects p where p.id = ${projectId}::int
      union all select created_at, amount_cents, id from investments where project_id = ${projectId}::int
      union all select sold_at, -amount_cents, id from investments where project_id = ${projectId}::int and sold_at is not null
    )
    select at, (sum(change) over (order by at, id rows unbounded preceding))::text as raised from step order by at, id`);
  const points = result.rows.map((row) => ({ at: new Date(String(row.at)).toISOString(), raised: money(row.raised) as string }));
  const last = points.at(-1);
  // The line runs on to now (or the close), level since the last step.
  if (last && new Date(last.at) < now) points.push({ at: now.toISOString(), raised: last.raised });
  return points;
}

/** `GET /api/creator/projects/{id}/dashboard`: one project's summary and funding curve (creator checked by the caller). */
export async function projectDashboard(db: Database, projectId: number, now: Date): Promise<CreatorDashboard> {
  const result = await db.execute<Row>(summaryQuery(sql`p.id = ${projectId}::int`));
  const row = result.rows[0];
  if (!row) throw new Error(`project ${projectId} vanished`);
  const summary = toSummary(row, now);
  const end = summary.closedAt ? new Date(summary.closedAt) : now;
  return { ...summary, curve: await fundingCurve(db, projectId, end < now ? end : now) };
}
