import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PROJECTS_PAUSED,
  SIGNUPS_PAUSED,
  TRADING_HALTED,
  type HaltList,
  type HaltPayload,
  type HaltScope,
  type LiftHaltPayload,
} from '@common/schemas/staff';
import type { Database, Transaction } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { AppError, badRequest } from '../../errors';
import { signedInUser } from '../../plugins/auth-guard';
import { recordAudit } from '../staff';

export const NOT_HALTED = 'Nothing of this kind is halted.';

/** The row's key: `trading` (every project), `trading:{id}`, `signups` or `projects`. */
function scopeKey(target: { scope: HaltScope; projectId?: number | undefined }): string {
  if (target.projectId !== undefined && target.scope !== 'trading') throw badRequest('Only trading is halted per project.');
  return target.projectId === undefined ? target.scope : `trading:${target.projectId}`;
}

const haltRow = z.object({ scope: z.string(), reason: z.string(), halted_at: sqlColumn.timestamp });

/** Every halt in force, trading first. */
export async function haltsInForce(db: Database): Promise<HaltList> {
  const rows = await queryRows(db, haltRow, sql`select scope, reason, halted_at from platform_halts order by scope`);
  return {
    halts: rows.map((row) => {
      const [scope, project] = row.scope.split(':');
      return {
        scope: scope as HaltScope,
        projectId: project ? Number(project) : null,
        reason: row.reason,
        haltedAt: row.halted_at.toISOString(),
      };
    }),
  };
}

/** 503 when any of the keys is halted: read from the database on each call, so a halt applies on every server at once. */
async function refuseIfHalted(db: Database | Transaction, keys: string[], message: string): Promise<void> {
  const [halted] = await queryRows(
    db,
    z.object({ scope: z.string() }),
    sql`select scope from platform_halts where scope in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}) limit 1`,
  );
  if (halted) throw new AppError(503, message);
}

/** New orders in a project: refused while trading is halted there or everywhere (cancels still go through). */
export const assertTradingOpen = (db: Database | Transaction, projectId: number) =>
  refuseIfHalted(db, ['trading', `trading:${projectId}`], TRADING_HALTED);

export const assertSignupsOpen = (db: Database) => refuseIfHalted(db, ['signups'], SIGNUPS_PAUSED);

export const assertProjectsOpen = (db: Database) => refuseIfHalted(db, ['projects'], PROJECTS_PAUSED);

/** An admin's halt with its reason (a halt already in force takes the new reason), audited. */
export async function halt(db: Database, request: FastifyRequest, payload: HaltPayload): Promise<void> {
  const key = scopeKey(payload);
  await db.transaction(async (tx) => {
    const [before] = await queryRows(tx, haltRow, sql`select scope, reason, halted_at from platform_halts where scope = ${key} for update`);
    await tx.execute(sql`
      insert into platform_halts (scope, reason, halted_by) values (${key}, ${payload.reason}, ${signedInUser(request).id}::int)
      on conflict (scope) do update set reason = excluded.reason, halted_by = excluded.halted_by, halted_at = now()`);
    await recordAudit(tx, request, {
      action: 'halt.start',
      target: `halt:${key}`,
      reason: payload.reason,
      before: before ? { halted: true, reason: before.reason } : { halted: false },
      after: { halted: true, reason: payload.reason },
    });
  });
}

/** Lifts a halt in force (409 when there is none), audited. */
export async function liftHalt(db: Database, request: FastifyRequest, payload: LiftHaltPayload): Promise<void> {
  const key = scopeKey(payload);
  await db.transaction(async (tx) => {
    const [lifted] = await queryRows(tx, haltRow, sql`delete from platform_halts where scope = ${key} returning scope, reason, halted_at`);
    if (!lifted) throw new AppError(409, NOT_HALTED);
    await recordAudit(tx, request, {
      action: 'halt.lift',
      target: `halt:${key}`,
      before: { halted: true, reason: lifted.reason },
      after: { halted: false },
    });
  });
}
