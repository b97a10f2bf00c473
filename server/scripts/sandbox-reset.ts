/**
 * `npm run sandbox:reset`: puts the sandbox back to its demo state (see
 * features/sandbox/reset-sandbox.ts) on the configured database. Running servers on
 * PostgreSQL decide by the reset clock from the moment it commits, and the reset waits for
 * their work in flight (server/clock.ts); a PGlite server must be stopped first (it holds the folder).
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { prepareDatabase } from '../prepare-database';
import { resetSandbox } from '../features/sandbox/reset-sandbox';
import { createStorage } from '../storage/create-storage';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, { revenueSeed: config.sandboxSeed });
    const summary = await resetSandbox(database.db, { startingBalanceCents: config.startingBalanceCents, revenueSeed: config.sandboxSeed });
    const storage = await createStorage(config.storage);
    await Promise.all(summary.orphanedFiles.map((key) => storage.delete(key)));
    console.log(
      `Sandbox reset: ${summary.accounts} accounts back to the starting balance, ${summary.removedInvestments} investments and ${summary.removedProjects} created projects removed, ${summary.orphanedFiles.length} files deleted.`,
    );
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : `Sandbox reset failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
