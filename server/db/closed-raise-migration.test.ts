import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { findProjectRow } from '../test/money-fixtures';
import { testDatabaseKind } from '../test/test-database';
import { pgliteExtensions, wrapPglite } from './client';

/** The migrations folder as it was while a sale took its amount off a closed campaign's raise (0000-0009). */
function migrationsBeforeClosedRaise(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0010');
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// The SQL is the same on both databases; one in-memory PGlite proves the data migration.
describe.skipIf(testDatabaseKind === 'postgres')("migrating a closed campaign's raise back to what it raised at its close", () => {
  const oldMigrations = migrationsBeforeClosedRaise();
  afterAll(() => rmSync(oldMigrations, { recursive: true, force: true }));

  it('puts back what sales took off a funded raise, and leaves a raise without sales', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      await migrate(drizzle(client), { migrationsFolder: oldMigrations });
      const database = wrapPglite(client);
      // $500 and $300 raised at the close; the $300 holding was later sold, which took it off the old way.
      // Written in SQL: the schema in code has columns later migrations added.
      const sold = { id: 1 };
      const untouched = { id: 2 };
      await client.exec(`
        insert into creators (id, name, category) values (1, 'Test Creator', 'indie music');
        insert into projects (id, creator_id, title, description, type, funding_goal_cents, raised_cents, min_investment_cents,
                              share_price_cents, total_shares, available_shares, status, start_date, end_date)
          values (${sold.id}, 1, 'Sold', 'A project made by a test. Fictional.', 'album', 80000, 50000, 10000, 1000, 1000, 1000, 'funded', '2026-11-16', '2026-12-26'),
                 (${untouched.id}, 1, 'Untouched', 'A project made by a test. Fictional.', 'album', 80000, 80000, 10000, 1000, 1000, 1000, 'funded', '2026-11-16', '2026-12-26');
        insert into users (id, email, password_hash, first_name, last_name, account_type) values (1, 'i@example.test', 'x', 'Ivy', 'Investor', 'investor');
        insert into investments (user_id, project_id, investor_name, investor_email, amount_cents, fee_cents, shares, status, proceeds_cents, closed_at, payouts_cents)
          values (1, ${sold.id}, 'Ivy', 'i@example.test', 50000, 2500, 47, 'active', null, null, 0),
                 (1, ${sold.id}, 'Ivy', 'i@example.test', 30000, 1500, 28, 'sold', 31000, now(), 0),
                 (1, ${untouched.id}, 'Ivy', 'i@example.test', 80000, 4000, 76, 'active', null, null, 0);
      `);
      await database.migrate();

      expect((await findProjectRow(database.db, sold.id)).raisedCents).toBe(800_00);
      expect((await findProjectRow(database.db, untouched.id)).raisedCents).toBe(800_00);
    } finally {
      await client.close();
    }
  }, 60_000);
});
