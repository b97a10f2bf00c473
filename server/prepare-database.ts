import type { DatabaseHandle } from './db/client';
import { seedDemoData } from './features/sandbox';

/** Migrations then the demo data, once, however many servers start together. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await database.withSetupLock(() => seedDemoData(database.db));
}
