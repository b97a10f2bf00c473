import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { projectStatuses } from '@common/rules/campaigns';
import { cents, type Cents } from '@common/money';
import type { InvestableProject } from '@common/rules/investment-rules';
import type { Transaction } from '../../db/client';
import { executePrepared, prepareStatement } from '../../db/prepared';
import type { investments } from '../../db/schema';
import { sqlColumn } from '../../db/typed-sql';
import type { ClosingProject } from '../campaigns';
import type { ProjectSummaryRow } from './investment-view';

type InvestmentRow = typeof investments.$inferSelect;

/** A new investment as the purchase records it: pending, in escrow, nothing paid back yet. */
export type NewInvestment = Omit<InvestmentRow, 'id'>;

export function newInvestment(
  fields: Pick<
    InvestmentRow,
    'userId' | 'projectId' | 'investorName' | 'investorEmail' | 'amountCents' | 'feeCents' | 'shares' | 'createdAt'
  >,
): NewInvestment {
  return {
    ...fields,
    status: 'pending',
    proceedsCents: null,
    closedAt: null,
    payoutsCents: cents(0),
    origin: 'campaign',
    reservedShares: 0,
    marketSoldShares: 0,
    marketSoldCostCents: cents(0),
    reconfirmBy: null,
  };
}

/** The project as the purchase left it, with what the checks, the view and a close need; its creator's account, if they have one. */
export type PurchasedProject = InvestableProject &
  ProjectSummaryRow &
  ClosingProject & { creatorName: string; creatorUserId: number | null };

/**
 * The purchase's first step, in one statement: the project's shares taken (only while it is
 * open and has them) and the investment recorded. The project row is locked first, as on every
 * money path. No row means the shares were not taken and nothing was written. Rendered once;
 * `takeSharesValues` fills it.
 */
export const TAKE_SHARES = prepareStatement(sql`
  with taken as (
    update projects set available_shares = available_shares - ${sql.placeholder('shares')}::int, raised_cents = raised_cents + ${sql.placeholder('amountCents')}::bigint
    where id = ${sql.placeholder('projectId')}::int and available_shares >= ${sql.placeholder('shares')}::int and status = 'active' and end_date >= ${sql.placeholder('today')}::date
    returning id, creator_id, title, type, status, start_date::text, end_date::text, value_bp, available_shares,
              raised_cents::text, funding_goal_cents::text, demo_raised_cents::text, min_investment_cents::text, share_price_cents::text
  ), recorded as (
    insert into investments (user_id, project_id, investor_name, investor_email, amount_cents, fee_cents, shares, status, proceeds_cents, closed_at, payouts_cents, created_at)
    select ${sql.placeholder('userId')}::int, taken.id, ${sql.placeholder('investorName')}::text, ${sql.placeholder('investorEmail')}::text, ${sql.placeholder('amountCents')}::bigint,
           ${sql.placeholder('feeCents')}::bigint, ${sql.placeholder('shares')}::int, ${sql.placeholder('status')}::text, ${sql.placeholder('proceedsCents')}::bigint,
           ${sql.placeholder('closedAt')}::timestamptz, ${sql.placeholder('payoutsCents')}::bigint, ${sql.placeholder('createdAt')}::timestamptz
    from taken
    returning id
  )
  select taken.*, creators.name as creator_name, creators.user_id as creator_user_id, recorded.id as investment_id
  from taken join creators on creators.id = taken.creator_id cross join recorded`);

/** `TAKE_SHARES`'s one row: the project as the purchase left it, and the new investment's id. */
const takenRow = z
  .object({
    id: sqlColumn.integer,
    creator_id: sqlColumn.integer,
    creator_name: sqlColumn.text,
    creator_user_id: sqlColumn.integer.nullable(),
    title: sqlColumn.text,
    type: sqlColumn.text,
    status: z.enum(projectStatuses),
    start_date: sqlColumn.day,
    end_date: sqlColumn.day,
    value_bp: sqlColumn.integer,
    available_shares: sqlColumn.integer,
    raised_cents: sqlColumn.cents,
    funding_goal_cents: sqlColumn.cents,
    demo_raised_cents: sqlColumn.cents,
    min_investment_cents: sqlColumn.cents,
    share_price_cents: sqlColumn.cents,
    investment_id: sqlColumn.integer,
  })
  .transform((row) => ({
    investmentId: row.investment_id,
    project: {
      id: row.id,
      creatorId: row.creator_id,
      creatorName: row.creator_name,
      creatorUserId: row.creator_user_id,
      title: row.title,
      type: row.type,
      status: row.status,
      startDate: row.start_date,
      endDate: row.end_date,
      valueBp: row.value_bp,
      availableShares: row.available_shares,
      raisedCents: row.raised_cents,
      fundingGoalCents: row.funding_goal_cents,
      demoRaisedCents: row.demo_raised_cents,
      minInvestmentCents: row.min_investment_cents,
      sharePriceCents: row.share_price_cents,
    } satisfies PurchasedProject,
  }));

export function takeSharesValues(investment: NewInvestment, today: string): Record<string, unknown> {
  return { ...investment, today, createdAt: investment.createdAt.toISOString(), closedAt: investment.closedAt?.toISOString() ?? null };
}

/** Runs the first step in the caller's transaction: the project as it left it and the investment, or null when no shares were taken. */
export async function takeShares(
  tx: Transaction,
  investment: NewInvestment,
  today: string,
): Promise<{ project: PurchasedProject; investment: InvestmentRow } | null> {
  const [taken] = await executePrepared(tx, TAKE_SHARES, takeSharesValues(investment, today), takenRow);
  if (!taken) return null;
  const { project, investmentId } = taken;
  return { project, investment: { ...investment, id: investmentId } };
}

/** The project as it was just before this purchase took its shares. */
export function beforePurchase(project: PurchasedProject, investment: { shares: number; amountCents: Cents }): PurchasedProject {
  return {
    ...project,
    availableShares: project.availableShares + investment.shares,
    raisedCents: cents(project.raisedCents - investment.amountCents),
  };
}
