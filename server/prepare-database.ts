import type { DatabaseHandle } from './db/client';
import { ensureRevenueSeed } from './features/payouts';
import { seedDemoData } from './features/sandbox';
import { migrateJobQueue } from './jobs/queue';

/**
 * Migrations (the app's, then the job queue's), the sandbox's secret revenue seed (`revenueSeed`
 * pins it, as SANDBOX_SEED and the tests do; random otherwise) and the demo data, once, however
 * many servers start together.
 */
export async function prepareDatabase(database: DatabaseHandle, options: { revenueSeed?: number } = {}): Promise<void> {
  await database.migrate();
  await database.withSetupLock(() => migrateJobQueue(database));
  await database.withSetupLock(async () => {
    await ensureRevenueSeed(database.db, options.revenueSeed);
    await seedDemoData(database.db);
  });
}
