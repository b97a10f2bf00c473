/**
 * EXPLAIN (ANALYZE) of the SQL the services really run: they are called on a database whose
 * logger records each statement, which is then explained on the same connection pool.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../server/db/client';
import * as schema from '../server/db/schema';

export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

export interface Plan {
  label: string;
  lines: string[];
  indexes: string[];
  seqScans: string[];
  executionMs: number;
}

export function recordingDatabase(pool: pg.Pool): { db: Database; take(): RecordedQuery[] } {
  const recorded: RecordedQuery[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => void recorded.push({ sql, params }) } }) as Database;
  return { db, take: () => recorded.splice(0) };
}

const unique = (values: string[]) => [...new Set(values)];

export async function explain(pool: pg.Pool, label: string, query: RecordedQuery): Promise<Plan> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, query.params);
  const lines = rows.map((row) => row['QUERY PLAN']);
  const text = lines.join('\n');
  return {
    label,
    lines,
    indexes: unique([...text.matchAll(/(?:Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((match) => match[1] ?? '')),
    seqScans: unique([...text.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1] ?? '')),
    executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? 0),
  };
}

/** Runs `work` on the recording database and explains every statement it ran. */
export async function plansOf(pool: pg.Pool, recording: ReturnType<typeof recordingDatabase>, label: string, work: (db: Database) => Promise<unknown>): Promise<Plan[]> {
  recording.take();
  await work(recording.db);
  const queries = recording.take();
  const plans: Plan[] = [];
  for (const [index, query] of queries.entries()) plans.push(await explain(pool, queries.length > 1 ? `${label} (query ${index + 1})` : label, query));
  return plans;
}
