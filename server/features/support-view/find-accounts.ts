import { eq, sql } from 'drizzle-orm';
import type { AccountBrief, AccountSearch } from '@common/schemas/operator-views';
import { isSerialId } from '@common/schemas/serial-id';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema';

const briefColumns = {
  id: users.id,
  email: users.email,
  name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  accountType: users.accountType,
  createdAt: users.createdAt,
};

const toBrief = (row: Omit<AccountBrief, 'createdAt'> & { createdAt: Date }): AccountBrief => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The account with this id, or null. */
export async function accountBrief(db: Database | Transaction, userId: number): Promise<AccountBrief | null> {
  const [row] = await db.select(briefColumns).from(users).where(eq(users.id, userId));
  return row ? toBrief(row) : null;
}

/**
 * The accounts `query` names: an id, or an exact email (stored lower-case, so any case finds it).
 * Only who they are, no money: finding is not a view, so it is not audited.
 */
export async function findAccounts(db: Database, query: string): Promise<AccountSearch> {
  const byId = isSerialId(query) ? eq(users.id, Number(query)) : eq(users.email, query.toLowerCase());
  const rows = await db.select(briefColumns).from(users).where(byId);
  return { accounts: rows.map(toBrief) };
}
