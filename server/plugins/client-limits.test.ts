import { createConnection, type Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

const BODY_TIMEOUT_MS = 3000;
const HEADERS_TIMEOUT_MS = 3000;
const CAP = 5;

/** A raw connection, and when it was closed by the server (ms after `opened`). */
function connect(port: number): Promise<{ socket: Socket; closed: Promise<number>; received: () => string }> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = createConnection({ port, host: '127.0.0.1' });
    const opened = Date.now();
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - opened)));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed, received: () => received }));
    socket.once('error', reject);
  });
}

/** Writes one byte a second until the socket closes (or `limit` bytes). */
function trickle(socket: Socket, text: string): NodeJS.Timeout {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text.charAt(at));
    at += 1;
  }, 1000);
  return timer;
}

describe('slow and greedy clients', () => {
  const context = useTestApp({
    BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    CONNECTIONS_PER_CLIENT: String(CAP),
  });
  let port: number;

  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const address = context.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('closes a client that sends the headers then trickles the body a byte a second, within the body timeout', async () => {
    const { socket, closed } = await connect(port);
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{');
    const timer = trickle(socket, '"email":"slow@example.test","password":"trickled one byte a second"'.padEnd(199, ' '));
    const closedAfterMs = await closed;
    clearInterval(timer);
    console.log(`slow body (1 byte/s) closed after ${closedAfterMs} ms (BODY_TIMEOUT_MS=${BODY_TIMEOUT_MS})`);
    expect(closedAfterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
    expect(closedAfterMs).toBeLessThan(BODY_TIMEOUT_MS + 3000);
  }, 30_000);

  it('closes a client that trickles its headers, within the headers timeout', async () => {
    const { socket, closed, received } = await connect(port);
    socket.write('GET /api/health/live HTTP/1.1\r\n');
    const timer = trickle(socket, 'X-Slow: ' + 'a'.repeat(60));
    const closedAfterMs = await closed;
    clearInterval(timer);
    console.log(`slow headers (1 byte/s) closed after ${closedAfterMs} ms (HEADERS_TIMEOUT_MS=${HEADERS_TIMEOUT_MS})`);
    expect(closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 3000);
    expect(received()).not.toContain('200 OK');
  }, 30_000);

  it(`lets one address hold ${CAP} connections and closes the next at once`, async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => connect(port)));
    // Give the server a moment to count them all before the extra one arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const extra = await connect(port);
    extra.socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const closedAfterMs = await extra.closed;
    console.log(`connection ${CAP + 1} from one address closed after ${closedAfterMs} ms, unanswered`);
    expect(extra.received()).toBe('');
    expect(closedAfterMs).toBeLessThan(2000);

    // The ones held are still served.
    const first = held[0]!;
    first.socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(first.received()).toContain('HTTP/1.1 200');

    // Once they close, the address may connect again.
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await connect(port);
    again.socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await again.closed;
    expect(again.received()).toContain('HTTP/1.1 200');
  }, 30_000);
});
