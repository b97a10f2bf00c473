import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { queryOne, sqlColumn } from '../../db/typed-sql';
import { creatorProceeds, userCash, type Account } from './accounts';

/**
 * Where a creator's money goes: the cash of their account, the same balance investing uses, or,
 * for a demo creator who has no account, their creator proceeds account.
 */
export async function creatorAccount(tx: Transaction, creatorId: number): Promise<Account> {
  const creator = await queryOne(
    tx,
    z.object({ userId: sqlColumn.integer.nullable() }),
    sql`select user_id as "userId" from creators where id = ${creatorId}::int`,
  );
  return creator.userId === null ? creatorProceeds(creatorId) : userCash(creator.userId);
}
