import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions, wrapPglite } from '../db/client';
import { prepareDatabase } from '../prepare-database';
import { TEST_REVENUE_SEED } from './revenue-seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

/**
 * A new PGlite takes seconds; every test file instead loads this migrated, seeded snapshot (under a second). Not
 * compressed: a file loads it faster. `npm run test:mutation` loads it once per thread and resets that database
 * for each test file (reused-pglite.ts).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-test-'));
  const snapshotPath = path.join(folder, 'snapshot.tar');
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = wrapPglite(client);
  // Tests pin the seed the realized revenue is drawn from, so their figures repeat.
  await prepareDatabase(database, { revenueSeed: TEST_REVENUE_SEED });
  const snapshot = await client.dumpDataDir('none');
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshotPath', snapshotPath);
  return () => rmSync(folder, { recursive: true, force: true });
}
