import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditEntry, AuditPage, AuditQuery } from '@common/schemas/staff';
import type { Database, Transaction } from '../../db/client';
import { auditLog } from '../../db/schema-staff';
import { signedInUser } from '../../plugins/auth-guard';

export const AUDIT_PAGE = 50;

/** What one staff write or support view did, to whom, and why. */
export interface AuditRecord {
  action: string;
  /** What it acted on, as `kind:id`, e.g. `post:12`, `user:7`. */
  target: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Appends the record in the caller's transaction, with who (and in which roles) did it and the request's id. */
export async function recordAudit(tx: Database | Transaction, request: FastifyRequest, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: signedInUser(request).id,
    roles: request.staffRoles ?? [],
    action: record.action,
    target: record.target,
    reason: record.reason ?? null,
    requestId: request.id,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Newest first, 50 a page after `cursor` (the last id of the page before), by staff member and target when given. */
export async function readAudit(db: Database, query: AuditQuery): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (query.staffId !== undefined) filters.push(eq(auditLog.staffId, Number(query.staffId)));
  if (query.target !== undefined) filters.push(eq(auditLog.target, query.target));
  if (query.cursor !== undefined) filters.push(lt(auditLog.id, Number(query.cursor)));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE + 1);
  const entries: AuditEntry[] = rows.slice(0, AUDIT_PAGE).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staffId: row.staffId,
    roles: row.roles,
    action: row.action,
    target: row.target,
    reason: row.reason,
    requestId: row.requestId,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
  return { entries, nextCursor: rows.length > AUDIT_PAGE ? String(entries.at(-1)?.id) : null };
}
