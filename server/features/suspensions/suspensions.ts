import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Suspension, SuspensionList, SuspensionRequestPayload } from '@common/schemas/staff';
import type { ActingClock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { AppError, notFound } from '../../errors';
import { signedInUser } from '../../plugins/auth-guard';
import { suspendCampaign } from '../campaigns';
import { recordAudit } from '../staff';

export const SAME_ADMIN = 'Another admin must approve a suspension you asked for.';
export const NOT_OPEN = 'Only an open campaign can be suspended.';
export const ALREADY_ASKED = 'A suspension of this campaign is already waiting for approval.';
export const ALREADY_APPROVED = 'This suspension is already approved.';
export const NO_SUCH_SUSPENSION = 'No suspension request has this id.';
export const NO_SUCH_PROJECT = 'No project has this id.';

const suspensionRow = z.object({
  id: sqlColumn.integer,
  project_id: sqlColumn.integer,
  project_title: z.string(),
  reason: z.string(),
  asked_by: sqlColumn.integer,
  asked_by_name: z.string(),
  asked_at: sqlColumn.timestamp,
  approved_by: sqlColumn.integer.nullable(),
  approved_by_name: z.string().nullable(),
  approved_at: sqlColumn.timestamp.nullable(),
  refunded: sqlColumn.integer.nullable(),
});

const selectSuspensions = (where: ReturnType<typeof sql>) => sql`
  select s.id, s.project_id, p.title as project_title, s.reason, s.asked_by, asker.first_name || ' ' || asker.last_name as asked_by_name,
         s.asked_at, s.approved_by, approver.first_name || ' ' || approver.last_name as approved_by_name, s.approved_at,
         case when s.approved_at is null then null
              else (select count(*)::int from investments i where i.project_id = s.project_id and i.status = 'refunded' and i.closed_at = p.closed_at) end as refunded
  from campaign_suspensions s
  join projects p on p.id = s.project_id
  join users asker on asker.id = s.asked_by
  left join users approver on approver.id = s.approved_by
  where ${where}
  order by s.approved_at is not null, s.id desc
  limit 50`;

const toSuspension = (row: z.infer<typeof suspensionRow>): Suspension => ({
  id: row.id,
  projectId: row.project_id,
  projectTitle: row.project_title,
  reason: row.reason,
  askedBy: { id: row.asked_by, name: row.asked_by_name },
  askedAt: row.asked_at.toISOString(),
  approvedBy: row.approved_by === null ? null : { id: row.approved_by, name: row.approved_by_name ?? '' },
  approvedAt: row.approved_at?.toISOString() ?? null,
  refunded: row.refunded,
});

async function findSuspension(db: Database | Transaction, id: number): Promise<Suspension> {
  const [row] = await queryRows(db, suspensionRow, selectSuspensions(sql`s.id = ${id}::int`));
  if (!row) throw notFound(NO_SUCH_SUSPENSION);
  return toSuspension(row);
}

/** Waiting requests first, then the latest approved. */
export async function listSuspensions(db: Database): Promise<SuspensionList> {
  return { suspensions: (await queryRows(db, suspensionRow, selectSuspensions(sql`true`))).map(toSuspension) };
}

/** The open campaign, locked; 404 or 409 otherwise. */
async function lockOpenCampaign(tx: Transaction, projectId: number): Promise<void> {
  const [project] = await queryRows(
    tx,
    z.object({ status: z.string() }),
    sql`select status from projects where id = ${projectId}::int for update`,
  );
  if (!project) throw notFound(NO_SUCH_PROJECT);
  if (project.status !== 'active') throw new AppError(409, NOT_OPEN);
}

/** One admin asks, with a reason; nothing changes for the campaign until another admin approves. */
export async function askSuspension(db: Database, request: FastifyRequest, payload: SuspensionRequestPayload): Promise<Suspension> {
  return db.transaction(async (tx) => {
    await lockOpenCampaign(tx, payload.projectId);
    const [asked] = await queryRows(
      tx,
      z.object({ id: sqlColumn.integer }),
      sql`insert into campaign_suspensions (project_id, reason, asked_by) values (${payload.projectId}::int, ${payload.reason}, ${signedInUser(request).id}::int)
          on conflict (project_id) where approved_at is null do nothing returning id`,
    );
    if (!asked) throw new AppError(409, ALREADY_ASKED);
    await recordAudit(tx, request, {
      action: 'campaign.suspension_asked',
      target: `project:${payload.projectId}`,
      reason: payload.reason,
      after: { suspensionId: asked.id },
    });
    return findSuspension(tx, asked.id);
  });
}

/**
 * A second admin approves: the campaign ends `suspended` with the reason on its page, every
 * pending investment refunded in full through the ledger, everyone concerned told. The asker
 * approving their own request is 403.
 */
export async function approveSuspension(db: Database, request: FastifyRequest, id: number, clock: ActingClock): Promise<Suspension> {
  return db.transaction(async (tx) => {
    const [asked] = await queryRows(
      tx,
      z.object({ project_id: sqlColumn.integer, reason: z.string(), asked_by: sqlColumn.integer, approved: z.boolean() }),
      sql`select project_id, reason, asked_by, approved_at is not null as approved from campaign_suspensions where id = ${id}::int for update`,
    );
    if (!asked) throw notFound(NO_SUCH_SUSPENSION);
    if (asked.approved) throw new AppError(409, ALREADY_APPROVED);
    const approver = signedInUser(request).id;
    if (asked.asked_by === approver) throw new AppError(403, SAME_ADMIN);
    await lockOpenCampaign(tx, asked.project_id);
    const at = await clock.readIn(tx);
    const refunded = await suspendCampaign(tx, asked.project_id, asked.reason, at);
    await tx.execute(sql`update campaign_suspensions set approved_by = ${approver}::int, approved_at = now() where id = ${id}::int`);
    await recordAudit(tx, request, {
      action: 'campaign.suspend',
      target: `project:${asked.project_id}`,
      reason: asked.reason,
      before: { status: 'active' },
      after: { status: 'suspended', refundedInvestments: refunded, suspensionId: id },
    });
    return findSuspension(tx, id);
  });
}
