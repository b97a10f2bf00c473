import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, formatCentsAsUsd, REVENUE_SPLIT_PERCENT, type Cents } from '@common/money';
import type { Transaction } from '../../db/client';
import { projects } from '../../db/schema';
import { queryRow, queryRows, sqlColumn } from '../../db/typed-sql';
import { backersOf, creatorAccountOf, followersAndBackersOf, followersOf } from './audiences';
import { notify, sameBody } from './notify';

/**
 * The events other features report, each inside the transaction that makes it happen, as the
 * last thing that transaction does (see `notify`).
 */

async function projectTitle(tx: Transaction, projectId: number): Promise<string> {
  const [project] = await tx.select({ title: projects.title }).from(projects).where(eq(projects.id, projectId));
  return project?.title ?? 'A project';
}

const EXCERPT_LENGTH = 200;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/** An update was posted: to the followers and backers who may read it, never to its author. */
export async function updatePosted(
  tx: Transaction,
  update: { id: number; projectId: number; title: string; body: string; visibility: 'public' | 'investors'; createdAt: Date },
): Promise<number> {
  const title = await projectTitle(tx, update.projectId);
  const readers = update.visibility === 'public' ? followersAndBackersOf(update.projectId) : backersOf(update.projectId);
  return notify(
    tx,
    {
      key: `update:${update.id}`,
      kind: 'update_posted',
      title: `${title}: ${update.title}`,
      link: `/tour/${update.projectId}#updates`,
      projectId: update.projectId,
      at: update.createdAt,
    },
    sameBody(sql`${readers} except ${creatorAccountOf(update.projectId)}`, excerpt(update.body)),
  );
}

/** An investment moved the raise from `before` to `after`: tells followers and backers of each half of the goal crossed. */
export async function raiseMoved(
  tx: Transaction,
  project: { id: number; fundingGoalCents: Cents },
  before: Cents,
  after: Cents,
  at: Date,
): Promise<void> {
  const crossed = (percent: number) =>
    before * 100 < project.fundingGoalCents * percent && after * 100 >= project.fundingGoalCents * percent;
  if (!crossed(50) && !crossed(100)) return;
  const title = await projectTitle(tx, project.id);
  const goal = formatCentsAsUsd(project.fundingGoalCents);
  const common = { link: `/tour/${project.id}`, projectId: project.id, at };
  if (crossed(50)) {
    await notify(
      tx,
      { ...common, key: `project:${project.id}:progress-50`, kind: 'progress_50', title: `${title} is 50% funded` },
      sameBody(followersAndBackersOf(project.id), `It has raised half of its ${goal} goal.`),
    );
  }
  if (crossed(100)) {
    const body = `It has raised ${formatCentsAsUsd(after)} of its ${goal} goal.`;
    await notify(
      tx,
      { ...common, key: `project:${project.id}:progress-100`, kind: 'progress_100', title: `${title} reached its goal` },
      sameBody(followersAndBackersOf(project.id), body),
    );
  }
}

/** Where a creator follows one of their projects: its figures and investors on the Creator tab. */
export const creatorTabLink = (projectId: number) => `/dashboard?tab=creator&project=${projectId}`;

/** What a funded close paid out, from its release transfer: the raise, the platform's fee and the creator's net. */
async function releasedAtClose(tx: Transaction, projectId: number): Promise<{ raised: Cents; fee: Cents; net: Cents }> {
  const released = await queryRow(
    tx,
    z.object({ fee: sqlColumn.cents, net: sqlColumn.cents }),
    sql`select coalesce(sum(po.amount_cents) filter (where po.account_kind = 'platform_fees'), 0) as fee,
               coalesce(sum(po.amount_cents) filter (where po.account_kind in ('user_cash', 'creator_proceeds')), 0) as net
        from ledger_transfers t join ledger_postings po on po.transfer_id = t.id
        where t.project_id = ${projectId}::int and t.code = 'release_to_creator'`,
  );
  const fee = released?.fee ?? cents(0);
  const net = released?.net ?? cents(0);
  return { raised: cents(fee + net), fee, net };
}

export interface CampaignClose {
  projectId: number;
  outcome: 'funded' | 'failed';
  /** The raise as the campaign closed, before a failed close gave anything back. */
  raisedCents: Cents;
  fundingGoalCents: Cents;
  at: Date;
}

/**
 * A campaign closed. Three events, each once, and each person in one of them: the creator,
 * when they have an account (a funded close names the raise, the fee and the net paid into
 * their balance); the investors whose pending investments it issued or refunded; and the
 * followers who are neither. Returns how many users it reached.
 */
export async function campaignClosed(tx: Transaction, close: CampaignClose): Promise<number> {
  const { projectId, outcome, at } = close;
  const title = await projectTitle(tx, projectId);
  const funded = outcome === 'funded';
  const kind = funded ? 'campaign_funded' : 'campaign_failed';
  const headline = funded ? `${title} is funded` : `${title} did not reach its goal`;
  const goal = formatCentsAsUsd(close.fundingGoalCents);
  const investors = sql`select user_id from investments where project_id = ${projectId}::int and status = ${funded ? 'active' : 'refunded'}::text`;
  let creatorBody: string;
  if (funded) {
    const { raised, fee, net } = await releasedAtClose(tx, projectId);
    creatorBody = `Your campaign raised ${formatCentsAsUsd(raised)}. After the ${formatCentsAsUsd(fee)} platform fee, ${formatCentsAsUsd(net)} was added to your balance.`;
  } else {
    creatorBody = `Your campaign closed with ${formatCentsAsUsd(close.raisedCents)} of its ${goal} goal, so nothing is paid out: every investment was refunded in full.`;
  }
  let told = await notify(
    tx,
    {
      key: `project:${projectId}:${outcome}`,
      kind,
      title: headline,
      link: funded ? '/dashboard' : '/dashboard#investment-history',
      projectId,
      at,
    },
    sameBody(
      sql`${investors} except ${creatorAccountOf(projectId)}`,
      funded
        ? 'The campaign closed funded: your shares are issued and quarterly payouts will follow.'
        : 'The campaign closed without reaching its goal: your investment was refunded in full, fee included.',
    ),
  );

  told += await notify(
    tx,
    { key: `project:${projectId}:${outcome}:creator`, kind, title: headline, link: creatorTabLink(projectId), projectId, at },
    sameBody(creatorAccountOf(projectId), creatorBody),
  );

  const followerBody = funded
    ? `The campaign closed funded, raising ${formatCentsAsUsd(close.raisedCents)} of its ${goal} goal.`
    : `The campaign closed with ${formatCentsAsUsd(close.raisedCents)} of its ${goal} goal.`;
  told += await notify(
    tx,
    { key: `project:${projectId}:${outcome}:followers`, kind, title: headline, link: `/tour/${projectId}`, projectId, at },
    sameBody(sql`${followersOf(projectId)} except ${investors} except ${creatorAccountOf(projectId)}`, followerBody),
  );
  return told;
}

/**
 * Two admins suspended the campaign: its refunded backers, its creator and its followers are
 * told, each once, with the reason (in the caller's transaction, after the refunds).
 */
export async function campaignSuspended(tx: Transaction, suspension: { projectId: number; reason: string; at: Date }): Promise<number> {
  const { projectId, reason, at } = suspension;
  const title = `${await projectTitle(tx, projectId)} was suspended`;
  const investors = sql`select user_id from investments where project_id = ${projectId}::int and status = 'refunded' and closed_at = ${at.toISOString()}::timestamptz`;
  const event = { kind: 'campaign_suspended' as const, title, projectId, at };
  let told = await notify(
    tx,
    { ...event, key: `project:${projectId}:suspended`, link: '/dashboard#investment-history' },
    sameBody(
      sql`${investors} except ${creatorAccountOf(projectId)}`,
      `The platform suspended the campaign: ${reason} Your investment was refunded in full, fee included.`,
    ),
  );
  told += await notify(
    tx,
    { ...event, key: `project:${projectId}:suspended:creator`, link: `/tour/${projectId}` },
    sameBody(creatorAccountOf(projectId), `The platform suspended your campaign: ${reason} Every pending investment was refunded in full.`),
  );
  told += await notify(
    tx,
    { ...event, key: `project:${projectId}:suspended:followers`, link: `/tour/${projectId}` },
    sameBody(
      sql`${followersOf(projectId)} except ${investors} except ${creatorAccountOf(projectId)}`,
      `The platform suspended the campaign: ${reason}`,
    ),
  );
  return told;
}

/** A quarter's payout was posted: to each investor paid, with what they received. */
export async function payoutPosted(tx: Transaction, projectId: number, quarter: string, at: Date): Promise<number> {
  const title = await projectTitle(tx, projectId);
  const received = await queryRows(
    tx,
    z.object({ user_id: sqlColumn.integer, amount: sqlColumn.cents }),
    sql`select user_id, sum(amount_cents) as amount from payouts where project_id = ${projectId}::int and quarter = ${quarter}::text group by user_id`,
  );
  // The bodies are written here (money is formatted only by common/money.ts) and sent as one JSON parameter.
  const bodies = received.map((line) => ({ user_id: line.user_id, body: `You received ${formatCentsAsUsd(line.amount)} for ${quarter}.` }));
  return notify(
    tx,
    {
      key: `payout:${projectId}:${quarter}`,
      kind: 'payout_posted',
      title: `Payout from ${title}`,
      link: '/dashboard#payouts',
      projectId,
      at,
    },
    sql`select user_id, body from jsonb_to_recordset(${JSON.stringify(bodies)}::jsonb) as recipient(user_id int, body text)`,
  );
}

/**
 * A quarter's revenue was booked: the creator, when they have an account, hears of their share
 * (70%) paid into their balance, once per project and quarter. Nothing when the share is zero.
 */
export async function revenueSharePaid(
  tx: Transaction,
  share: { projectId: number; quarter: string; revenueCents: Cents; creatorCents: Cents; at: Date },
): Promise<number> {
  const { projectId, quarter } = share;
  if (share.creatorCents <= 0) return 0;
  const title = await projectTitle(tx, projectId);
  return notify(
    tx,
    {
      key: `revenue:${projectId}:${quarter}`,
      kind: 'revenue_share_paid',
      title: `Revenue share ${quarter} paid: ${title}`,
      link: '/account-activity',
      projectId,
      at: share.at,
    },
    sameBody(
      creatorAccountOf(projectId),
      `${title} earned ${formatCentsAsUsd(share.revenueCents)} in ${quarter}; your ${REVENUE_SPLIT_PERCENT.creator}% share, ${formatCentsAsUsd(share.creatorCents)}, was added to your balance.`,
    ),
  );
}
