import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, type Cents } from '@common/money';
import type { Transaction } from '../../db/client';
import { queryRow, sqlColumn } from '../../db/typed-sql';
import { cachedBalanceColumns, type Account } from './accounts';

/** An account's cached balance, read inside the caller's transaction; an account without a row holds nothing. */
export async function cachedBalance(tx: Transaction, account: Account): Promise<Cents> {
  if (!(account.kind in cachedBalanceColumns)) throw new Error(`${account.kind} has no cached balance`);
  const { table, column } = cachedBalanceColumns[account.kind as keyof typeof cachedBalanceColumns];
  const row = await queryRow(
    tx,
    z.object({ balance: sqlColumn.cents }),
    sql`select ${sql.identifier(column)} as balance from ${sql.identifier(table)} where id = ${account.id}::int`,
  );
  return row?.balance ?? cents(0);
}
