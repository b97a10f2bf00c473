/**
 * EXPLAIN (ANALYZE) of the SQL the services really run: they are called on a database whose
 * logger records each statement, which is then explained on the same connection pool.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { EXPLORE_EXACT_COUNT } from '@common/schemas/explore';
import { schema, type Database } from '../server/db/client';

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
export async function plansOf(
  pool: pg.Pool,
  recording: ReturnType<typeof recordingDatabase>,
  label: string,
  work: (db: Database) => Promise<unknown>,
): Promise<Plan[]> {
  recording.take();
  await work(recording.db);
  // The count's estimate is itself an EXPLAIN: nothing to explain again.
  const queries = recording.take().filter((query) => !/^explain/i.test(query.sql));
  const plans: Plan[] = [];
  for (const query of queries) plans.push(await explain(pool, queries.length > 1 ? `${label}: ${roleOf(query.sql)}` : label, query));
  return plans;
}

const COUNT_ROLE = `count (first ${EXPLORE_EXACT_COUNT + 1})`;

/** What a statement of the explore service is for, read from its text. */
function roleOf(sql: string): string {
  if (/^select count\(\*\)/i.test(sql)) return COUNT_ROLE;
  if (/^select "id" from "creators"/i.test(sql)) return 'creators named';
  return 'page';
}

/** Counts stop after EXPLORE_EXACT_COUNT + 1 rows, so a sequential scan there reads a bounded part of the table; pages must use an index. */
export const isBoundedCount = (plan: Plan) => plan.label.endsWith(COUNT_ROLE);
