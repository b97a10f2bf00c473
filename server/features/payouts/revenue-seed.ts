import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';

/** A new secret seed for the sandbox's realized revenue: never 0, the public formula of old databases. */
export const newRevenueSeed = (): number => randomInt(1, 2 ** 31);

/** At the first start: the sandbox's row with its seed (`pinned`, or a random one); a database that has one keeps it. */
export async function ensureRevenueSeed(db: Database, pinned?: number): Promise<void> {
  await db.execute(
    sql`insert into sandbox_state (id, revenue_seed) values (true, ${pinned ?? newRevenueSeed()}::int) on conflict do nothing`,
  );
}

/** The seed the realized revenue is drawn from, read in the paying transaction. */
export async function readRevenueSeed(tx: Database | Transaction): Promise<number> {
  const [state] = await queryRows(tx, z.object({ seed: sqlColumn.integer }), sql`select revenue_seed as seed from sandbox_state where id`);
  if (!state) throw new Error('the sandbox has no revenue seed: prepareDatabase sets it');
  return state.seed;
}
