import { createHash } from 'node:crypto';
import type { ParserOptions, PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError, fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Transaction } from './client';
import { executeNamedOnPglite, pgliteBehind } from './pglite-prepared';

const dialect = new PgDialect();

/** A statement rendered once, its values left as `sql.placeholder(name)`s, and the name it is prepared under. */
export interface PreparedStatement {
  name: string;
  text: string;
  params: unknown[];
}

/**
 * Renders a statement built with placeholders, once. Its name comes from its text: the same
 * text, the same name, on every connection, and statements built in a few shapes (a
 * transfer's postings) each get their own.
 */
export function prepareStatement(statement: SQL): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { name: `stmt_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, params };
}

/** The parameters to send: the placeholders filled with `values`. */
export const statementParams = (statement: PreparedStatement, values: Record<string, unknown>): unknown[] =>
  fillPlaceholders(statement.params, values);

/**
 * Runs a statement as a named prepared statement, so PostgreSQL parses and plans its text once
 * per connection instead of at every call: for the money paths' common table expressions,
 * planning cost more than running (measured: half of PostgreSQL's CPU time per purchase). The
 * text is rendered once too. On PGlite the same, through its protocol (pglite-prepared.ts), its
 * rows read as Drizzle reads a raw query's. Its rows are parsed by `row`, as `queryRows` parses
 * a raw query's.
 */
export async function executePrepared<Row extends z.ZodType>(
  tx: Transaction,
  statement: PreparedStatement,
  values: Record<string, unknown>,
  row: Row,
): Promise<z.infer<Row>[]> {
  const query = tx._.session.prepareQuery({ sql: statement.text, params: statement.params }, undefined, statement.name, false);
  const pglite = pgliteBehind((tx._.session as unknown as { client: unknown }).client);
  const rows = pglite
    ? await executeOnPglite(pglite, statement, statementParams(statement, values), drizzleRawParsers(query))
    : ((await query.execute(values)) as { rows: unknown[] }).rows;
  return z.array(row).parse(rows);
}

/** A failure reads as Drizzle's own: the database's error as the `cause` of a `DrizzleQueryError`. */
async function executeOnPglite(pglite: PGlite, statement: PreparedStatement, params: unknown[], parsers: ParserOptions) {
  try {
    return await executeNamedOnPglite(pglite, statement, params, parsers);
  } catch (error) {
    throw new DrizzleQueryError(statement.text, params, error as Error);
  }
}

/** The parsers Drizzle's PGlite driver gives a raw query (dates and intervals kept as text). */
const drizzleRawParsers = (query: unknown) => (query as { rawQueryConfig: { parsers: ParserOptions } }).rawQueryConfig.parsers;
