import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { cents as toCents, type Cents } from '@common/money';
import type { Database, Transaction } from './client';

/**
 * Raw SQL with its rows parsed by a schema: the one way the server reads a hand-written query.
 * The drivers disagree on some types (`int8` and `count(*)` are a number or BigInt on PGlite and
 * a string on `pg`; `numeric` a string on both), so the column helpers below accept each form
 * and give the one the code uses. A row that does not match is a bug and throws.
 */
export async function queryRows<Row extends z.ZodType>(
  executor: Database | Transaction,
  row: Row,
  statement: SQL,
): Promise<z.infer<Row>[]> {
  const result = await executor.execute<Record<string, unknown>>(statement);
  return z.array(row).parse(result.rows);
}

/** The first row, or null when there is none. */
export async function queryRow<Row extends z.ZodType>(
  executor: Database | Transaction,
  row: Row,
  statement: SQL,
): Promise<z.infer<Row> | null> {
  const [first] = await queryRows(executor, row, statement);
  return first ?? null;
}

/**
 * The one row a statement always answers: an aggregate without `group by`, or a row a foreign key
 * guarantees. None is a bug and throws, rather than each caller inventing a fallback.
 */
export async function queryOne<Row extends z.ZodType>(executor: Database | Transaction, row: Row, statement: SQL): Promise<z.infer<Row>> {
  const [first] = await queryRows(executor, row, statement);
  if (first === undefined) throw new Error('a statement that always answers one row answered none');
  return first;
}

const integerText = z.union([z.number(), z.bigint(), z.string().regex(/^-?\d+$/)]);

/** Columns as the drivers send them, parsed into the code's types. */
export const sqlColumn = {
  /** `int4`, `int8`, `count(*)`: a safe whole number. */
  integer: integerText.transform((value, context) => {
    const number = Number(value);
    if (!Number.isSafeInteger(number)) {
      context.addIssue({ code: 'custom', message: `not a safe integer: ${String(value)}` });
      return z.NEVER;
    }
    return number;
  }),
  /** An amount in cents (`bigint` or a sum of one). */
  cents: integerText.transform((value, context): Cents => {
    const number = Number(value);
    if (!Number.isSafeInteger(number)) {
      context.addIssue({ code: 'custom', message: `not a whole number of cents: ${String(value)}` });
      return z.NEVER;
    }
    return toCents(number);
  }),
  /** `numeric` or `float8`: a finite number. */
  decimal: z.union([z.number(), z.string()]).transform((value, context) => {
    const number = Number(value);
    if (value === '' || !Number.isFinite(number)) {
      context.addIssue({ code: 'custom', message: `not a finite number: ${String(value)}` });
      return z.NEVER;
    }
    return number;
  }),
  text: z.string(),
  boolean: z.boolean(),
  /** `timestamptz`: PostgreSQL's text (`2026-11-26 10:22:34.991+00`) from both drivers through Drizzle, or a `Date`. */
  timestamp: z.union([z.date(), z.string()]).pipe(z.coerce.date()),
  /** `date` (or `::text` of one): the calendar day as written, `YYYY-MM-DD`; both drivers send it as text. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'not a YYYY-MM-DD day'),
} as const;
