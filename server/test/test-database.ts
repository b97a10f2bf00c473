import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, pgliteExtensions, wrapPglite, type DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../prepare-database';
import { TEST_REVENUE_SEED } from './revenue-seed';
import { reusedPglite } from './reused-pglite';

export const testDatabaseKind: 'pglite' | 'postgres' = process.env.STAGEBACKER_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
/**
 * `npm test` (vitest.config.ts, the PGlite project) and `npm run test:mutation`
 * (vitest.mutation.config.ts) hand a file's PGlite database, reset, to the next file of its
 * worker instead of loading the snapshot again (reused-pglite.ts).
 */
const reusePglite = process.env.STAGEBACKER_TEST_PGLITE_REUSE === 'reset';

/** A PostgreSQL database of its own, created for one test file and dropped after it. */
async function createPostgresDatabase(): Promise<{ database: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL test run');
  const name = `stagebacker_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  // Tests pin the seed the realized revenue is drawn from, so their figures repeat.
  await prepareDatabase(database, { revenueSeed: TEST_REVENUE_SEED });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestDatabase {
  database: DatabaseHandle;
  /** A URL other processes can use (PostgreSQL only). */
  url: string | null;
  close(): Promise<void>;
}

let snapshot: { path: string; blob: Blob } | undefined;

/** The snapshot global-setup.ts made, read once per test worker (PGlite only reads it). */
function snapshotBlob(): Blob {
  const snapshotPath = inject('pgliteSnapshotPath');
  if (snapshot?.path !== snapshotPath) snapshot = { path: snapshotPath, blob: new Blob([readFileSync(snapshotPath)]) };
  return snapshot.blob;
}

/** A fresh, migrated, seeded database for one test file: PGlite from the snapshot, or PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') {
    const { database, url, drop } = await createPostgresDatabase();
    return {
      database,
      url,
      close: async () => {
        await database.close();
        await drop();
      },
    };
  }
  const load = () => PGlite.create({ loadDataDir: snapshotBlob(), extensions: pgliteExtensions });
  const client = reusePglite ? await reusedPglite(inject('pgliteSnapshotPath'), load) : await load();
  const database = wrapPglite(client);
  return { database, url: null, close: () => database.close() };
}
