import { and, eq, lt, or, sql } from 'drizzle-orm';
import { campaignClosesAt } from '@common/rules/campaigns';
import { formatCampaignDay } from '@common/rules/campaign-changes';
import type { Database, Transaction } from '../../db/client';
import { investments, projects } from '../../db/schema';
import { projectChanges } from '../../db/schema-updates-and-notifications';
import { refundEscrow, releaseEscrow } from '../ledger';
import { campaignClosed, campaignSuspended, earlyCloseWithdrawn } from '../notifications';

export type ClosingProject = Pick<
  typeof projects.$inferSelect,
  'id' | 'creatorId' | 'raisedCents' | 'fundingGoalCents' | 'demoRaisedCents' | 'endDate'
>;

const closingColumns = {
  id: projects.id,
  creatorId: projects.creatorId,
  raisedCents: projects.raisedCents,
  fundingGoalCents: projects.fundingGoalCents,
  demoRaisedCents: projects.demoRaisedCents,
  endDate: projects.endDate,
};

/** The campaign date a moment falls on, as end dates are written (UTC). */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Every pending investment refunded in full through the ledger, its shares back to the project. */
async function refundPendingInvestments(tx: Transaction, projectId: number, at: Date): Promise<void> {
  await refundEscrow(tx, { projectId, at });
  await tx.execute(sql`
    with refunded as (
      update investments set status = 'refunded', proceeds_cents = amount_cents, closed_at = ${at.toISOString()}::timestamptz
      where project_id = ${projectId}::int and status = 'pending'
      returning shares, amount_cents
    )
    update projects set available_shares = available_shares + (select coalesce(sum(shares), 0) from refunded),
                        raised_cents = raised_cents - (select coalesce(sum(amount_cents), 0) from refunded)
    where id = ${projectId}::int`);
}

/**
 * Suspends an open campaign (two admins agreed; the caller holds the project's row lock and has
 * checked it is active): every pending investment refunded in full as a failed campaign's, the
 * campaign `suspended` with its reason, its backers, creator and followers told. Answers how many
 * investments were refunded.
 */
export async function suspendCampaign(tx: Transaction, projectId: number, reason: string, at: Date): Promise<number> {
  const [pending] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(investments)
    .where(and(eq(investments.projectId, projectId), eq(investments.status, 'pending')));
  await refundPendingInvestments(tx, projectId, at);
  await tx.update(projects).set({ status: 'suspended', closedAt: at, suspensionReason: reason }).where(eq(projects.id, projectId));
  await campaignSuspended(tx, { projectId, reason, at });
  return pending?.count ?? 0;
}

/**
 * Closes one campaign inside the caller's transaction, which holds the project's row lock and
 * has checked it is still active. Funded when the raise reached the goal: the escrow goes to
 * the creator (less the platform fee) and the pending investments become active holdings.
 * Otherwise every pending investment is refunded in full and its shares go back. Set-based
 * throughout: a campaign with 10,000 investments closes in a handful of statements. Its
 * creator, investors and followers are told last, in the same transaction, so each hears of it
 * exactly once.
 */
export async function closeCampaign(tx: Transaction, project: ClosingProject, closedAt: Date): Promise<'funded' | 'failed'> {
  const funded = project.raisedCents >= project.fundingGoalCents;
  if (funded) {
    await releaseEscrow(tx, {
      projectId: project.id,
      creatorId: project.creatorId,
      demoRaisedCents: project.demoRaisedCents,
      at: closedAt,
    });
    await tx
      .update(investments)
      .set({ status: 'active' })
      .where(and(eq(investments.projectId, project.id), eq(investments.status, 'pending')));
  } else {
    await refundPendingInvestments(tx, project.id, closedAt);
  }
  await tx
    .update(projects)
    .set({ status: funded ? 'funded' : 'failed', closedAt })
    .where(eq(projects.id, project.id));
  const outcome = funded ? 'funded' : 'failed';
  await campaignClosed(tx, {
    projectId: project.id,
    outcome,
    raisedCents: project.raisedCents,
    fundingGoalCents: project.fundingGoalCents,
    at: closedAt,
  });
  return outcome;
}

/**
 * Closes every campaign that is due at `now`: its end date is over, or no shares are left.
 * One transaction per campaign, each holding the project's row lock, so any number of servers
 * can run this at once and each campaign closes exactly once: a server that waited for the
 * lock finds the campaign no longer active and moves on. A campaign closes at the end of its
 * end date even when caught up later (after downtime or a clock jump).
 */
export async function closeDueCampaigns(db: Database, now: Date): Promise<number> {
  let closed = 0;
  for (;;) {
    const settled = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ ...closingColumns, originalEndDate: projects.originalEndDate })
        .from(projects)
        .where(and(eq(projects.status, 'active'), or(lt(projects.endDate, isoDay(now)), eq(projects.availableShares, 0))))
        .orderBy(projects.endDate, projects.id)
        .limit(1)
        .for('update');
      if (!due) return null;
      const endOfCampaign = campaignClosesAt(due.endDate);
      const at = endOfCampaign < now ? endOfCampaign : now;
      const { originalEndDate, ...closing } = due;
      if (originalEndDate !== null && closing.raisedCents < closing.fundingGoalCents) {
        await runOnToOriginalEnd(tx, closing, originalEndDate, at);
        return 'ran on';
      }
      await closeCampaign(tx, closing, at);
      return 'closed';
    });
    if (settled === null) return closed;
    if (settled === 'closed') closed += 1;
  }
}

/**
 * An early close whose goal is no longer met at its date (investors cancelled meanwhile): the
 * campaign runs on to its original end date instead of failing (decision 0035), recorded on its
 * page, its backers and followers told. Inside the closer's transaction, which holds the row lock.
 */
async function runOnToOriginalEnd(tx: Transaction, project: ClosingProject, originalEndDate: string, at: Date): Promise<void> {
  await tx.update(projects).set({ endDate: originalEndDate, originalEndDate: null }).where(eq(projects.id, project.id));
  const [change] = await tx
    .insert(projectChanges)
    .values({
      projectId: project.id,
      lines: [
        `The goal was no longer met on the early end date, ${formatCampaignDay(project.endDate)}: the campaign runs on to ${formatCampaignDay(originalEndDate)}.`,
      ],
      material: false,
      reconfirmBy: null,
      createdAt: at,
    })
    .returning({ id: projectChanges.id, title: sql<string>`(select title from projects where id = ${project.id}::int)` });
  if (!change) throw new Error('change not recorded');
  await earlyCloseWithdrawn(tx, { changeId: change.id, projectId: project.id, title: change.title, endDate: originalEndDate, at });
}

/** Closes one campaign now if it is still active (tests and the sold-out path); null if it was not. */
export function closeCampaignNow(db: Database, projectId: number, now: Date): Promise<'funded' | 'failed' | null> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select(closingColumns)
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.status, 'active')))
      .for('update');
    return open ? closeCampaign(tx, open, now) : null;
  });
}
