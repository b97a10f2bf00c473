import pg from 'pg';

/** Stops listening; resolves once the channel is let go. */
export type StopListening = () => Promise<void>;

const RECONNECT_AFTER_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the
 * connection drops it reconnects, and calls `onNotify` once more on reconnecting: a notification
 * sent while it was gone is not replayed by PostgreSQL, so the listener must look for itself.
 */
export async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: () => void,
  /** Gives up opening the connection after this; unset: waits as long as it takes. */
  connectTimeoutMs?: number,
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen "${channel}"`);
    client = next;
  };
  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      connect()
        .then(onNotify)
        .catch(() => !stopped && scheduleReconnect());
    }, RECONNECT_AFTER_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const listening = client;
    client = null;
    await listening?.end().catch(() => undefined);
  };
}
