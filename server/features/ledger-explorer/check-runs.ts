import { desc } from 'drizzle-orm';
import type { LedgerCheckRun } from '@common/schemas/operator-views';
import type { Database, Transaction } from '../../db/client';
import { ledgerCheckRuns } from '../../db/schema-staff';

const toRun = (row: typeof ledgerCheckRuns.$inferSelect): LedgerCheckRun => ({
  id: row.id,
  at: row.at.toISOString(),
  trigger: row.trigger,
  clean: row.violations.length === 0,
  violations: row.violations,
});

/** Keeps a run of the ledger check with its time; `trigger` is 'daily' or 'staff:{id}'. */
export async function keepLedgerCheck(db: Database | Transaction, trigger: string, violations: string[]): Promise<LedgerCheckRun> {
  const [row] = await db.insert(ledgerCheckRuns).values({ trigger, violations }).returning();
  if (!row) throw new Error('the ledger check run was not stored');
  return toRun(row);
}

/** The last run, daily or on demand; null before the first. */
export async function latestLedgerCheck(db: Database): Promise<LedgerCheckRun | null> {
  const [row] = await db.select().from(ledgerCheckRuns).orderBy(desc(ledgerCheckRuns.id)).limit(1);
  return row ? toRun(row) : null;
}
