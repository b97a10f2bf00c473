/**
 * `npm run seed:scale`: loads 100,000 projects, 10,000 creators, 20,000 users and 1,000,000
 * investments (with their ledger rows) into the PostgreSQL of DATABASE_URL, in one transaction
 * of set-based statements and the books posted through the ledger in batches, for the explore and dashboard benchmarks (bench/explore.ts). The
 * money invariants hold afterwards: `npm run check:ledger` is clean. Loading twice is refused.
 */
import pg from 'pg';
import { ConfigError, loadConfig } from '../config';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openPostgres, schema } from '../db/client';
import { DASHBOARD_INVESTOR_EMAIL, SCALE, SCALE_EMAIL_PATTERN, SCALE_PASSWORD, prepareScaleLoad, scaleSteps } from '../db/seed/scale-load';
import { prepareDatabase } from '../prepare-database';
import { hashPassword } from '../features/auth/password';
import { postScaleBooks } from './scale-books';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label.padEnd(46)} ${seconds(started)}`);
  return result;
}

async function main(): Promise<number> {
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) {
    console.error('seed:scale needs DATABASE_URL (a PostgreSQL database of its own); it does not load 1,000,000 rows into PGlite.');
    return 1;
  }
  const started = performance.now();
  // Two connections: the setup lock holds one while the migrations run on the other.
  const database = openPostgres(databaseUrl, 2);
  await timed('migrations and demo data', () => prepareDatabase(database));
  await database.close();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const existing = await client.query<{ count: number }>('select count(*)::int as count from users where email like $1', [
      SCALE_EMAIL_PATTERN,
    ]);
    if ((existing.rows[0]?.count ?? 0) > 0) {
      console.error('The scale data is already loaded in this database; drop and recreate it to load again.');
      return 1;
    }
    // One shared hash: 20,000 argon2 hashes would take minutes and prove nothing here.
    const passwordHash = await hashPassword(SCALE_PASSWORD);
    console.log(`Loading ${SCALE.projects.toLocaleString('en-US')} projects, ${SCALE.investments.toLocaleString('en-US')} investments…`);
    // A crash mid-way leaves nothing behind; the load commits once, without waiting for each WAL flush.
    // The steps run on the client itself, the books through the ledger, on the same connection and transaction.
    await drizzle(client, { schema }).transaction(async (tx) => {
      await client.query('set local synchronous_commit = off');
      await client.query("set local work_mem = '64MB'");
      await client.query('lock table users, creators, projects, investments, ledger_transfers, ledger_postings in exclusive mode');
      const bases = await prepareScaleLoad(client);
      for (const step of scaleSteps(bases, passwordHash)) await timed(step.label, () => step.run(client));
      await timed('ledger (deposits, holds, cancel refunds)', () => postScaleBooks(tx, bases));
    });
    await timed('vacuum analyze', () =>
      client.query('vacuum analyze users, creators, projects, investments, ledger_transfers, ledger_postings'),
    );
  } finally {
    await client.end();
  }
  console.log(`Done in ${seconds(started)}.`);
  console.log(`Every scale account signs in with the password "${SCALE_PASSWORD}".`);
  console.log(`The dashboard investor with ${SCALE.dashboardInvestments.toLocaleString('en-US')} investments: ${DASHBOARD_INVESTOR_EMAIL}`);
  console.log('Check the books with: npm run check:ledger');
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Scale seed failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
