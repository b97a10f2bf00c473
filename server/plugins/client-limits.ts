import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config';

type ClientLimits = Config['clientLimits'];

/** How often the body pace and Node's own header and request timeouts are looked at. */
export const CHECK_INTERVAL_MS = 1000;

/** What the connection cap and the body timeout did, for tests and logs. */
export interface ClientLimitCounts {
  refusedConnections: number;
  slowBodiesClosed: number;
}

/**
 * A request body must keep arriving: within `bodyTimeoutMs`, plus one second for every
 * `bodyMinBytesPerSecond` received (a 50 MB song on a slow uplink goes through; a client
 * trickling a byte a second is closed after `bodyTimeoutMs`). Measured on the socket's bytes
 * read, so the body stream is left to the route that reads it.
 */
function watchBody(request: IncomingMessage, limits: ClientLimits, counts: ClientLimitCounts): void {
  const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  if (!hasBody || request.complete) return;
  const socket = request.socket;
  const startBytes = socket.bytesRead;
  const started = Date.now();
  const timer = setInterval(
    () => {
      if (request.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const received = socket.bytesRead - startBytes;
      const earnedMs = limits.bodyMinBytesPerSecond > 0 ? (received / limits.bodyMinBytesPerSecond) * 1000 : 0;
      if (Date.now() - started > limits.bodyTimeoutMs + earnedMs) {
        clearInterval(timer);
        counts.slowBodiesClosed += 1;
        socket.destroy();
      }
    },
    Math.min(CHECK_INTERVAL_MS, limits.bodyTimeoutMs),
  );
  timer.unref();
  request.once('close', () => clearInterval(timer));
}

/** At most `connectionsPerClient` open connections from one remote address; the ones beyond are closed at once. */
function capConnections(server: Server, cap: number, counts: ClientLimitCounts): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const current = open.get(address) ?? 0;
    if (current >= cap) {
      counts.refusedConnections += 1;
      socket.destroy();
      return;
    }
    open.set(address, current + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/**
 * Slow and greedy clients on a public server: Node's header and request timeouts and the idle and
 * keep-alive timeouts are set on the server by the factory (plugins/lean-cached-reads.ts, from
 * Fastify's options in app.ts); this adds the body pace and the cap per address.
 */
export function registerClientLimits(server: Server, limits: ClientLimits): ClientLimitCounts {
  const counts: ClientLimitCounts = { refusedConnections: 0, slowBodiesClosed: 0 };
  if (limits.connectionsPerClient > 0) capConnections(server, limits.connectionsPerClient, counts);
  server.on('request', (request: IncomingMessage) => watchBody(request, limits, counts));
  return counts;
}
