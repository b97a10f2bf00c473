import { parse, protocol, type ParserOptions, type PGlite } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite. Its `query` sends every statement unnamed, in six calls
 * into the WebAssembly module (parse, describe, bind, describe, execute, sync), so PostgreSQL
 * parses and plans the money paths' common table expressions at every call. Here a statement is
 * parsed once per database under its name, and each call is one bind-and-execute: marketable
 * orders at 50 connections went from 46 to 88 a second (decision 0037).
 */

/** What PGlite's own `query` uses, reached the same way (they are not part of its typed API). */
interface PgliteInternals {
  /** Holds PGlite's query lock, as its own `query` does, so nothing else talks to the module meanwhile. */
  _runExclusiveQuery<Result>(work: () => Promise<Result>): Promise<Result>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parameters<typeof parse.parseResults>[1];
}

/** The database behind each PGlite transaction handle that `takingTurns` gave out. */
const databaseOf = new WeakMap<object, PGlite>();

/** Remembers which database a transaction handle runs on (pglite-turns.ts). */
export function noteTransaction(transaction: object, client: PGlite): void {
  databaseOf.set(transaction, client);
}

/** The database behind a PGlite transaction handle, or undefined for anything else (a PostgreSQL client). */
export const pgliteBehind = (transaction: unknown): PGlite | undefined =>
  typeof transaction === 'object' && transaction !== null ? databaseOf.get(transaction) : undefined;

/** Per database, the statements prepared on it and their parameters' type ids. */
const preparedOn = new WeakMap<PGlite, Map<string, number[]>>();

/** After `discard all` (the test database reset), whose effect includes deallocating every statement. */
export function forgetPreparedStatements(client: PGlite): void {
  preparedOn.delete(client);
}

const joined = (messages: Uint8Array[]): Uint8Array => {
  const bytes = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
};

/**
 * Runs `text` as the prepared statement `name` inside the caller's transaction and answers its
 * rows as PGlite's `query` would, with `parsers` over PGlite's own (Drizzle's, for a raw query).
 */
export async function executeNamedOnPglite(
  client: PGlite,
  statement: { name: string; text: string },
  params: unknown[],
  parsers: ParserOptions,
): Promise<unknown[]> {
  const internals = client as unknown as PgliteInternals;
  const { serialize } = protocol;
  return internals._runExclusiveQuery(async () => {
    const prepared = preparedOn.get(client) ?? new Map<string, number[]>();
    preparedOn.set(client, prepared);
    let parameterTypes = prepared.get(statement.name);
    if (!parameterTypes) {
      const described = await client.execProtocol(
        joined([
          serialize.parse({ name: statement.name, text: statement.text }),
          serialize.describe({ type: 'S', name: statement.name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      parameterTypes = parse.parseDescribeStatementResults(described.messages);
      prepared.set(statement.name, parameterTypes);
    }
    const types = parameterTypes;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = internals.serializers[types[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const executed = await client.execProtocol(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(executed.messages, internals.parsers, { rowMode: 'object', parsers })[0]?.rows ?? [];
  });
}
