import type { DatabaseHandle } from './db/client';
import { seedDemoData } from './features/sandbox';
import { migrateJobQueue } from './jobs/queue';

/** Migrations (the app's, then the job queue's) then the demo data, once, however many servers start together. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await database.withSetupLock(() => migrateJobQueue(database));
  await database.withSetupLock(() => seedDemoData(database.db));
}
