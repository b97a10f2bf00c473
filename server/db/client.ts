import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import { migrationsFolder } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import { listenOnPostgres, type StopListening } from './listen';
import { takingTurns } from './pglite-turns';
import * as accountsAndMoney from './schema';
import * as account from './schema-account';
import * as market from './schema-market';
import * as staff from './schema-staff';
import * as annualReports from './schema-annual-reports';
import * as updatesAndNotifications from './schema-updates-and-notifications';

/** Every table, for Drizzle's typed queries. */
export const schema = { ...accountsAndMoney, ...account, ...updatesAndNotifications, ...market, ...staff, ...annualReports };

/**
 * Both drivers expose the same query builder; the node-postgres type stands for both so the
 * services are written once.
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations, holding a lock so several servers starting together migrate once. */
  migrate(): Promise<void>;
  /** Runs `work` while holding the database-wide setup lock (migrations, seeding). */
  withSetupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` after each commit that ran `pg_notify(channel, …)`, from any process on
   * the database (PGlite: this process), and after a lost connection comes back.
   */
  listen(channel: string, onNotify: () => void): Promise<StopListening>;
  /** Plain parameterized SQL on the same connections, for the job queue (pg-boss's `db` option). */
  sqlClient: SqlClient;
  close(): Promise<void>;
}

/** What pg-boss asks of a database it does not connect to itself. */
export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const SETUP_LOCK_ID = 7_316_482;

/** Extensions the migrations create (pg_trgm for explore's search indexes): PGlite needs them passed at every open. */
export const pgliteExtensions = { pg_trgm };

/** How long PostgreSQL may take before a call gives up (server/config.ts, `dependencyTimeouts`). */
export interface PostgresTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement: PostgreSQL cancels it after this (statement_timeout); the client stops waiting a second later. */
  queryMs: number;
}

/** The client-side wait on one query: the server's own statement_timeout answers first when the server answers at all. */
const clientGraceMs = 1000;

const SETUP_LOCK_POLL_MS = 200;

/** Without `timeouts` (tests, scripts, benchmarks) a call waits as long as it takes, as before. */
export function openPostgres(databaseUrl: string, poolSize = 10, timeouts?: PostgresTimeouts): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    ...(timeouts && {
      // A server keeps the connections it opened: a new one's first statements are slow (its
      // caches are empty, the named statements are prepared again), and closing idle ones after
      // pg's 10 s made the next burst of orders wait 100 to 400 ms (docs/figures/market.md).
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.queryMs,
      query_timeout: timeouts.queryMs + clientGraceMs,
    }),
  });
  // An idle client's error (a restarted server, a killed backend) must not crash the process.
  pool.on('error', () => undefined);
  // Nor a checked-out one's between two statements of a transaction: pg emits it on the client,
  // where nobody listens, and the next statement fails (and the transaction rolls back) instead.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema });
  const withSetupLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      // Polled rather than waited on: another server's migrations may outlast one statement's timeout.
      while (!(await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [SETUP_LOCK_ID])).rows[0]?.locked) {
        await new Promise((resolve) => setTimeout(resolve, SETUP_LOCK_POLL_MS));
      }
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_ID]).catch(() => undefined);
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    withSetupLock,
    migrate: () => withSetupLock(() => migratePg(db, { migrationsFolder })),
    listen: (channel, onNotify) => listenOnPostgres(databaseUrl, channel, onNotify, timeouts?.connectMs),
    sqlClient: { executeSql: (text, values) => pool.query(text, values) },
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite, release: () => void = () => undefined): DatabaseHandle {
  const inTurns = takingTurns(client);
  const db = drizzlePglite(inTurns, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder (see data-dir-lock), so there is nobody to wait for.
    withSetupLock: (work) => work(),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, () => onNotify());
      return async () => {
        // Unlistening on a closed database would throw; there is nothing left to let go.
        if (!client.closed) await stop();
      };
    },
    // The queue's statements take their turns with the app's (pglite-turns.ts).
    sqlClient: fromPglite(inTurns),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** PGlite files under DATA_DIR/pglite, locked to this process. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  dependencyTimeouts?: { databaseConnectMs: number; databaseQueryMs: number };
}): Promise<DatabaseHandle> {
  const timeouts = options.dependencyTimeouts && {
    connectMs: options.dependencyTimeouts.databaseConnectMs,
    queryMs: options.dependencyTimeouts.databaseQueryMs,
  };
  return options.databaseUrl ? Promise.resolve(openPostgres(options.databaseUrl, 10, timeouts)) : openPglite(options.dataDir);
}
