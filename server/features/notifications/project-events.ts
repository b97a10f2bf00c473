import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatCentsAsUsd, type Cents } from '@common/money';
import type { Transaction } from '../../db/client';
import { projects } from '../../db/schema';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { backersOf, creatorAccountOf, followersAndBackersOf } from './audiences';
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

/** A campaign closed: to the investors whose pending investments it issued or refunded. */
export async function campaignClosed(tx: Transaction, projectId: number, outcome: 'funded' | 'failed', at: Date): Promise<number> {
  const title = await projectTitle(tx, projectId);
  const funded = outcome === 'funded';
  const investors = sql`select user_id from investments where project_id = ${projectId}::int and status = ${funded ? 'active' : 'refunded'}::text`;
  return notify(
    tx,
    {
      key: `project:${projectId}:${outcome}`,
      kind: funded ? 'campaign_funded' : 'campaign_failed',
      title: funded ? `${title} is funded` : `${title} did not reach its goal`,
      link: funded ? '/dashboard' : '/dashboard#investment-history',
      projectId,
      at,
    },
    sameBody(
      investors,
      funded
        ? 'The campaign closed funded: your shares are issued and quarterly payouts will follow.'
        : 'The campaign closed without reaching its goal: your investment was refunded in full, fee included.',
    ),
  );
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
