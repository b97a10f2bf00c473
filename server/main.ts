// First: on Node older than 22 this stops the server with one line saying how to fix it.
import '../scripts/check-node.mjs';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { databaseFailureReason } from './db/unavailable';
import { RedisStartError } from './plugins/rate-limit-redis';
import { prepareDatabase } from './prepare-database';

/** A dependency the server cannot start without did not answer: one line naming it, never its URL. */
class DependencyStartError extends Error {}

/** One `select 1` before anything else, so a PostgreSQL that does not answer stops the start within the connect timeout, named. */
async function checkDatabase(database: DatabaseHandle, config: Config): Promise<void> {
  if (database.kind !== 'postgres') return;
  try {
    await database.db.execute(sql`select 1`);
  } catch (error) {
    await database.close().catch(() => undefined);
    const reason = databaseFailureReason(error, {
      connectMs: config.dependencyTimeouts.databaseConnectMs,
      queryMs: config.dependencyTimeouts.databaseQueryMs,
    });
    throw new DependencyStartError(`Cannot reach PostgreSQL at DATABASE_URL (${reason})`);
  }
}

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function start(config: Config): Promise<void> {
  const database = await openDatabase(config);
  await checkDatabase(database, config);
  await prepareDatabase(database, { revenueSeed: config.sandboxSeed });
  const app = await buildApp({ config, database, clientFolder: config.clientDir });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    // Requests in flight finish; their keep-alive sockets are closed as soon as they turn idle,
    // since the server's own close() only reaps the sockets idle at the moment it is called.
    const reapIdleSockets = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
      clearInterval(reapIdleSockets);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  app.log.info(
    `Stagebacker Sandbox is serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${where})`,
  );
}

try {
  await start(loadConfig());
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DependencyStartError ||
    error instanceof RedisStartError
  ) {
    console.error(error.message);
  } else {
    console.error('Stagebacker could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
