/**
 * The invest transaction of server/features/investments/service.ts, statement for statement:
 * the same SQL, rendered by the server's own builders, run straight through the driver with
 * no HTTP, session lookup, validation or mapping of results: the limit the HTTP figures are
 * compared with.
 */
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { cents } from '@common/money';
import { statementParams, type PreparedStatement } from '../server/db/prepared';
import { newInvestment, TAKE_SHARES, takeSharesValues } from '../server/features/investments';
import { preparedTransfers, projectEscrow, userCash } from '../server/features/ledger';
import { AMOUNT_CENTS, FEE_CENTS, SHARES } from './invest-setup';
import { percentile, type LoadResult } from './lib/load';

export interface Investor {
  id: number;
  name: string;
  email: string;
}

/** Runs one statement: PostgreSQL as the named prepared statement the server uses, PGlite as a query. */
type Query = (statement: { name: string; text: string; params: unknown[] }) => Promise<{ rows: Record<string, unknown>[] }>;

async function run(
  query: Query,
  statement: PreparedStatement,
  values: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  return (await query({ name: statement.name, text: statement.text, params: statementParams(statement, values) })).rows[0];
}

async function investStatements(query: Query, investor: Investor, projectId: number, today: string): Promise<void> {
  const at = new Date();
  const investment = newInvestment({
    userId: investor.id,
    projectId,
    investorName: investor.name,
    investorEmail: investor.email,
    amountCents: cents(AMOUNT_CENTS),
    feeCents: cents(FEE_CENTS),
    shares: SHARES,
    createdAt: at,
  });
  const taken = await run(query, TAKE_SHARES, takeSharesValues(investment, today));
  if (!taken) throw new Error('no shares left');
  const hold = preparedTransfers([
    {
      code: 'investment_hold',
      projectId,
      investmentId: Number(taken.investment_id),
      at,
      postings: [
        { account: userCash(investor.id), amount: cents(-AMOUNT_CENTS) },
        { account: projectEscrow(projectId), amount: cents(AMOUNT_CENTS) },
      ],
    },
  ]);
  const held = await run(query, hold.statement, hold.values);
  if (held?.covered !== true) throw new Error('insufficient funds');
}

/** One transaction on a pooled PostgreSQL connection. */
export function postgresTransaction(pool: pg.Pool) {
  return async (investor: Investor, projectId: number): Promise<void> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await investStatements(
        ({ name, text, params }) => client.query({ name, text, values: params }),
        investor,
        projectId,
        new Date().toISOString().slice(0, 10),
      );
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
      await investStatements(({ text, params }) => tx.query(text, params), investor, projectId, new Date().toISOString().slice(0, 10));
    });
}

/** `connections` workers, each running transactions back to back for `durationMs`. */
export async function runDirect(
  transaction: (investor: Investor, projectId: number) => Promise<void>,
  options: { connections: number; durationMs: number; investors: Investor[]; projectIds: number[] },
): Promise<LoadResult & { committed: number; firstError: string | null }> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
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
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
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
    firstError,
  };
}
