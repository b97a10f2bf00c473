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

/** The migrations folder as it was while creators' money stayed in their proceeds account (0000-0008). */
function migrationsBeforeCreatorCash(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0009');
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// The SQL is the same on both databases; one in-memory PGlite proves the data migration.
describe.skipIf(testDatabaseKind === 'postgres')("migrating creators' proceeds into their cash", () => {
  const oldMigrations = migrationsBeforeCreatorCash();
  afterAll(() => rmSync(oldMigrations, { recursive: true, force: true }));

  it('moves what a creator with an account holds into their cash as one transfer, leaves a demo creator’s, and checks clean', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      await migrate(drizzle(client), { migrationsFolder: oldMigrations });
      // A creator with an account and $40 of cash, and a demo creator, each paid $950 at a funding the old way.
      await client.exec(`
        insert into users (id, email, password_hash, first_name, last_name, account_type, balance_cents)
          values (1, 'c@example.test', 'x', 'Casey', 'Creator', 'creator', 4000);
        insert into creators (id, user_id, name, category, proceeds_cents) values (1, 1, 'Casey Creator', 'indie music', 95000), (2, null, 'Demo Band', 'rock', 95000);
        insert into ledger_transfers (id, code, description) values (1, 'deposit', ''), (2, 'release_to_creator', ''), (3, 'release_to_creator', '');
        insert into ledger_postings (transfer_id, account_kind, account_id, amount_cents) values
          (1, 'sandbox', 0, -4000), (1, 'user_cash', 1, 4000),
          (2, 'sandbox', 0, -95000), (2, 'creator_proceeds', 1, 95000),
          (3, 'sandbox', 0, -95000), (3, 'creator_proceeds', 2, 95000);
        select setval(pg_get_serial_sequence('ledger_transfers', 'id'), 3);
      `);
      const database = wrapPglite(client);
      await database.migrate();

      const cash = await client.query<{ balance: number }>('select balance_cents::int as balance from users where id = 1');
      expect(cash.rows).toEqual([{ balance: 99000 }]);
      const proceeds = await client.query<{ id: number; proceeds: number }>(
        'select id, proceeds_cents::int as proceeds from creators order by id',
      );
      expect(proceeds.rows).toEqual([
        { id: 1, proceeds: 0 },
        { id: 2, proceeds: 95000 },
      ]);
      const moved = await client.query<{ code: string; account_kind: string; account_id: number; amount: number }>(
        `select t.code, p.account_kind, p.account_id, p.amount_cents::int as amount from ledger_postings p
         join ledger_transfers t on t.id = p.transfer_id where t.id > 3 order by p.amount_cents`,
      );
      expect(moved.rows).toEqual([
        { code: 'proceeds_to_cash', account_kind: 'creator_proceeds', account_id: 1, amount: -95000 },
        { code: 'proceeds_to_cash', account_kind: 'user_cash', account_id: 1, amount: 95000 },
      ]);
      expect(await checkLedger(database.db)).toEqual([]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
