import { and, asc, eq, sql } from 'drizzle-orm';
import { rolePermissions, staffPermissions, type StaffRole } from '@common/rules/staff';
import type { StaffMe, StaffMember } from '@common/schemas/staff';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { staffRoleGrants, staffSecondFactors } from '../../db/schema-staff';
import { notFound } from '../../errors';

export const NO_SUCH_ACCOUNT = 'No account has this email.';

/** The account's roles, in the order of the contract. */
export async function rolesOf(db: Database | Transaction, userId: number): Promise<StaffRole[]> {
  const rows = await db.select({ role: staffRoleGrants.role }).from(staffRoleGrants).where(eq(staffRoleGrants.userId, userId));
  return rows.map((row) => row.role).sort();
}

async function accountByEmail(tx: Transaction, email: string): Promise<number> {
  const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!account) throw notFound(NO_SUCH_ACCOUNT);
  return account.id;
}

export interface RoleChange {
  userId: number;
  before: StaffRole[];
  after: StaffRole[];
}

/** Gives the account the role (granting it twice changes nothing); `grantedBy` null: from the shell. */
export async function grantRole(tx: Transaction, email: string, role: StaffRole, grantedBy: number | null): Promise<RoleChange> {
  const userId = await accountByEmail(tx, email);
  const before = await rolesOf(tx, userId);
  await tx.insert(staffRoleGrants).values({ userId, role, grantedBy }).onConflictDoNothing();
  return { userId, before, after: await rolesOf(tx, userId) };
}

/** Takes the role away (nothing when the account did not have it). */
export async function revokeRole(tx: Transaction, email: string, role: StaffRole): Promise<RoleChange> {
  const userId = await accountByEmail(tx, email);
  const before = await rolesOf(tx, userId);
  await tx.delete(staffRoleGrants).where(and(eq(staffRoleGrants.userId, userId), eq(staffRoleGrants.role, role)));
  return { userId, before, after: await rolesOf(tx, userId) };
}

/** Every staff account with its roles, by email. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      roles: sql<StaffRole[]>`array_agg(${staffRoleGrants.role} order by ${staffRoleGrants.role})`,
      enrolled: sql<boolean>`bool_or(${staffSecondFactors.enrolledAt} is not null)`,
    })
    .from(staffRoleGrants)
    .innerJoin(users, eq(users.id, staffRoleGrants.userId))
    .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, users.id))
    .groupBy(users.id)
    .orderBy(asc(users.email));
  return rows.map((row) => ({ ...row, enrolled: Boolean(row.enrolled) }));
}

/** What the console shows the signed-in staff account. */
export function staffMe(roles: StaffRole[], enrolled: boolean): StaffMe {
  return {
    roles,
    permissions: staffPermissions.filter((permission) => roles.some((role) => rolePermissions[role].includes(permission))),
    enrolled,
  };
}
