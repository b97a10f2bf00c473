import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { testDatabaseKind } from '../test/test-database';
import { checkLedger } from '../features/ledger';
import { pgliteExtensions, wrapPglite } from './client';

/** The migrations folder as it was before the double-entry ledger (0000-0003). */
function migrationsBeforeDoubleEntry(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0004');
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// The SQL is the same on both databases; one in-memory PGlite proves the data migration.
describe.skipIf(testDatabaseKind === 'postgres')('migrating a database made before the double-entry ledger', () => {
  const oldMigrations = migrationsBeforeDoubleEntry();
  afterAll(() => rmSync(oldMigrations, { recursive: true, force: true }));

  it('keeps every user and balance, opens each account once, holds old investments in escrow, and checks clean', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      await migrate(drizzle(client), { migrationsFolder: oldMigrations });
      // Two accounts and a project with an investment, written as the single-entry ledger did.
      await client.exec(`
        insert into users (id, email, password_hash, first_name, last_name, account_type, balance_cents)
          values (1, 'a@example.test', 'x', 'A', 'One', 'investor', 40000), (2, 'b@example.test', 'x', 'B', 'Two', 'investor', 0);
        insert into creators (id, name, category) values (1, 'Old Creator', 'indie music');
        insert into projects (id, creator_id, title, description, funding_goal_cents, min_investment_cents, share_price_cents,
                              total_shares, available_shares, raised_cents, start_date, end_date)
          values (1, 1, 'Old Project', 'Made before campaigns closed. Fictional.', 100000, 1000, 1000, 100, 91, 10000, '2026-01-01', '2099-12-31');
        insert into investments (id, user_id, project_id, investor_name, investor_email, amount_cents, fee_cents, shares, status)
          values (1, 1, 1, 'A One', 'a@example.test', 10000, 500, 9, 'active');
        insert into ledger_entries (user_id, kind, amount_cents) values (1, 'deposit', 50000);
        insert into ledger_entries (user_id, kind, amount_cents, investment_id) values (1, 'investment', -10000, 1);
      `);

      const database = wrapPglite(client);
      await database.migrate();

      const users = await client.query<{ id: number; balance_cents: number }>('select id, balance_cents::int from users order by id');
      expect(users.rows).toEqual([
        { id: 1, balance_cents: 40000 },
        { id: 2, balance_cents: 0 },
      ]);
      const openings = await client.query<{ account_kind: string; account_id: number; amount: number }>(
        `select p.account_kind, p.account_id, p.amount_cents::int as amount from ledger_postings p
         join ledger_transfers t on t.id = p.transfer_id where t.code = 'opening_balance' and p.account_kind <> 'sandbox' order by p.account_kind`,
      );
      expect(openings.rows).toEqual([
        { account_kind: 'project_escrow', account_id: 1, amount: 10000 },
        { account_kind: 'user_cash', account_id: 1, amount: 40000 },
      ]);
      const investment = await client.query<{ status: string }>('select status from investments where id = 1');
      expect(investment.rows[0]?.status).toBe('pending');
      expect(await checkLedger(database.db)).toEqual([]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
