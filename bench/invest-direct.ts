/**
 * The invest transaction of server/features/investments/service.ts (and ledger/post-transfer.ts),
 * statement for statement, run straight through the driver with no HTTP, session lookup,
 * validation or ORM: the limit the HTTP figures are compared with.
 */
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { AMOUNT_CENTS, FEE_CENTS, SHARES } from './invest-setup';
import type { LoadResult } from './lib/load';

export interface Investor {
  id: number;
  name: string;
  email: string;
}

type Query = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function investStatements(query: Query, investor: Investor, projectId: number, today: string): Promise<void> {
  const found = await query(
    'select p.*, c.name as creator_name from projects p inner join creators c on c.id = p.creator_id where p.id = $1 limit 1',
    [projectId],
  );
  if (found.rows.length !== 1) throw new Error('no project');
  const at = new Date().toISOString();
  // The same statements the server runs (features/investments/service.ts and ledger/post-transfer.ts), project row first.
  const taken = await query(
    "update projects set available_shares = available_shares - $1, raised_cents = raised_cents + $2 where id = $3 and available_shares >= $4 and status = 'active' and end_date >= $5 returning raised_cents, available_shares",
    [SHARES, AMOUNT_CENTS, projectId, SHARES, today],
  );
  if (taken.rows.length !== 1) throw new Error('no shares left');
  const recorded = await query(
    `insert into investments (user_id, project_id, investor_name, investor_email, amount_cents, fee_cents, shares, created_at)
     values ($1::int, $2::int, $3::text, $4::text, $5::bigint, $6::bigint, $7::int, $8::timestamptz) returning *`,
    [investor.id, projectId, investor.name, investor.email, AMOUNT_CENTS, FEE_CENTS, SHARES, at],
  );
  const investmentId = Number(recorded.rows[0]?.id);
  const held = await query(
    `with moved_0 as (
       update users set balance_cents = balance_cents + $1::bigint where id = $2::int and balance_cents + $1::bigint >= 0 returning balance_cents
     ), moved_1 as (
       update projects set escrow_cents = escrow_cents - $1::bigint where id = $3::int and (select count(*) from moved_0) = 1 returning escrow_cents
     ), transfer as (
       insert into ledger_transfers (code, description, project_id, investment_id, created_at)
       select 'investment_hold', '', $3::int, $4::int, $5::timestamptz where (select count(*) from moved_0) + (select count(*) from moved_1) = 2
       returning id
     ), posted as (
       insert into ledger_postings (transfer_id, account_kind, account_id, amount_cents)
       select transfer.id, posting.kind, posting.account_id, posting.amount from transfer,
              (values ('user_cash', $2::int, $1::bigint), ('project_escrow', $3::int, -$1::bigint)) as posting(kind, account_id, amount)
     )
     select (select id from transfer) as transfer_id`,
    [-AMOUNT_CENTS, investor.id, projectId, investmentId, at],
  );
  if (held.rows[0]?.transfer_id == null) throw new Error('insufficient funds');
}

/** One transaction on a pooled PostgreSQL connection. */
export function postgresTransaction(pool: pg.Pool) {
  return async (investor: Investor, projectId: number): Promise<void> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await investStatements((text, values) => client.query(text, values), investor, projectId, new Date().toISOString().slice(0, 10));
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}

/** One transaction on PGlite (its single connection runs them one at a time). */
export function pgliteTransaction(client: PGlite) {
  return (investor: Investor, projectId: number): Promise<void> =>
    client.transaction(async (tx: PgliteTransaction) => {
      await investStatements((text, values) => tx.query(text, values), investor, projectId, new Date().toISOString().slice(0, 10));
    });
}

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** `connections` workers, each running transactions back to back for `durationMs`. */
export async function runDirect(
  transaction: (investor: Investor, projectId: number) => Promise<void>,
  options: { connections: number; durationMs: number; investors: Investor[]; projectIds: number[] },
): Promise<LoadResult & { committed: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        try {
          await transaction(pick(options.investors), pick(options.projectIds));
          latencies.push(performance.now() - begun);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(percentile(latencies, 0.5)),
    p99Ms: Math.round(percentile(latencies, 0.99)),
    errors,
    non2xx: 0,
    committed: latencies.length,
  };
}
