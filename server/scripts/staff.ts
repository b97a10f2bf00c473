/**
 * `npm run staff -- grant --email E --role R` (and `revoke`): sets staff roles from the shell
 * (decisions.md, "Staff and the operator console"). Each change is written to the audit log with
 * staff id 0 (the shell). A PGlite server must be stopped first (it holds the folder).
 */
import { parseArgs } from 'node:util';
import { staffRoles, type StaffRole } from '@common/rules/staff';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { auditLog } from '../db/schema-staff';
import { AppError } from '../errors';
import { grantRole, revokeRole } from '../features/staff';
import { prepareDatabase } from '../prepare-database';

const USAGE = `Usage: npm run staff -- grant|revoke --email EMAIL --role ${staffRoles.join('|')}`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string' } },
  });
  const [change] = positionals;
  const { email, role } = values;
  if ((change !== 'grant' && change !== 'revoke') || !email || !staffRoles.includes(role as StaffRole)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, { revenueSeed: config.sandboxSeed });
    const changed = await database.db.transaction(async (tx) => {
      const result =
        change === 'grant' ? await grantRole(tx, email, role as StaffRole, null) : await revokeRole(tx, email, role as StaffRole);
      await tx.insert(auditLog).values({
        staffId: 0,
        roles: [],
        action: `staff.${change}`,
        target: `user:${result.userId}`,
        reason: 'From the shell (npm run staff).',
        requestId: `shell:${process.pid}`,
        before: { roles: result.before },
        after: { roles: result.after },
      });
      return result;
    });
    console.log(
      `${email}: roles ${changed.after.length > 0 ? changed.after.join(', ') : 'none'} (were ${changed.before.join(', ') || 'none'}).`,
    );
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AppError;
  console.error(known ? (error as Error).message : `Staff change failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
