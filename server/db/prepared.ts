import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Transaction } from './client';

const dialect = new PgDialect();
/** Names by text: a few shapes of statement, so this stays small; the bound is a safeguard. */
const namesByText = new Map<string, string>();
const MAX_NAMES = 1000;

/** The name a statement of this text is prepared under: the same text, the same name, on every connection. */
export function preparedStatementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `stmt_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (namesByText.size >= MAX_NAMES) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}

/** The text and parameters a statement is sent with, and the name it is prepared under. */
export function preparedQuery(statement: SQL): { name: string; text: string; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { name: preparedStatementName(text), text, params };
}

/**
 * Runs a statement as a named prepared statement, so PostgreSQL parses and plans its text once
 * per connection instead of at every call: for the money paths' common table expressions,
 * planning cost more than running (measured: half of PostgreSQL's CPU time per purchase). The
 * name comes from the text, so statements built in a few shapes (a transfer's postings) each
 * get their own. PGlite runs it as an ordinary query.
 */
export async function executePrepared<Row extends Record<string, unknown>>(tx: Transaction, statement: SQL): Promise<Row[]> {
  const { name, text, params } = preparedQuery(statement);
  const result = (await tx._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}
