/**
 * `npm run check:ledger`: checks the money invariants of the configured database (PGlite under
 * DATA_DIR, or DATABASE_URL), every account-year's statement among them, and exits 1 if any is
 * broken. Stop a PGlite server first: it holds the data folder.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { checkLedger, ledgerScope } from '../features/ledger/check-ledger';

async function main(): Promise<number> {
  const database = await openDatabase(loadConfig());
  try {
    // A fresh data folder has no tables yet; migrating it is what the server would do first.
    await database.migrate();
    const violations = await checkLedger(database.db);
    const scope = await ledgerScope(database.db);
    if (violations.length === 0) {
      console.log(`Ledger check: clean (${scope.users} users, ${scope.projects} projects, ${scope.statements} account-year statements)`);
      return 0;
    }
    console.error(
      `Ledger check: ${violations.length} violation(s) in ${scope.users} users, ${scope.projects} projects, ${scope.statements} account-year statements`,
    );
    for (const violation of violations) console.error(`  - ${violation}`);
    return 1;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : `Ledger check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
