import type { DatabaseHandle } from './client';
import { seedDemoData } from './seed/seed-demo';

/** Migrations then the demo data, once, however many servers start together. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await database.withSetupLock(() => seedDemoData(database.db));
}
