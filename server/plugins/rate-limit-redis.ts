import { createClient, ErrorReply } from 'redis';
import { seconds, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../db/unavailable';
import { AppError } from '../errors';
import { tooManyRequests, type RateLimiter, type RateLimitRule } from './rate-limit';

type RedisClient = ReturnType<typeof createClient>;

// One round trip a hit: count, open the window on the first hit, answer the count and the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

// Counts only below the limit, atomically: answers 1 and the time left, or 0 when the window is full.
const CLAIM_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[2]) then return { 0, redis.call('PTTL', KEYS[1]) } end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { 1, redis.call('PTTL', KEYS[1]) }`;

// Gives one back, never below zero, and keeps the window's expiry.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const prefix = 'stagebacker:rate-limit:';

/** How long Redis may take: to connect (at start), and to answer one command (also while reconnecting). */
export interface RedisTimeouts {
  connectMs: number;
  commandMs: number;
}

/** Redis did not answer (down, unreachable, too slow): the request answers 503 instead of waiting. */
export const redisUnavailable = () => new AppError(503, SERVICE_UNAVAILABLE_MESSAGE, { 'retry-after': RETRY_AFTER_SECONDS });

/** A start that cannot reach Redis stops with this one line; the URL may hold a password, so it is never shown. */
export class RedisStartError extends Error {}

function startFailureReason(error: unknown, connectMs: number): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (error instanceof ErrorReply) return 'it refused the connection (password or database?)';
  return `connect timeout after ${seconds(connectMs)}`;
}

/** The same fixed windows as the database store, kept in Redis (REDIS_URL) for servers that share one. */
export class RedisRateLimiter implements RateLimiter {
  private constructor(private readonly client: RedisClient) {}

  static async connect(url: string, timeouts: RedisTimeouts = { connectMs: 5000, commandMs: 2000 }): Promise<RedisRateLimiter> {
    const client = createClient({
      url,
      socket: {
        connectTimeout: timeouts.connectMs,
        // While Redis is away the client keeps trying, every second at most; commands meanwhile wait
        // in its queue for `commandMs`, then fail (503), so a short blip costs nothing.
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 1000),
      },
      commandOptions: { timeout: timeouts.commandMs },
    });
    let timer: NodeJS.Timeout | undefined;
    let lastError: unknown;
    // A dropped connection is retried by the client; its errors must not crash the process.
    client.on('error', (error: unknown) => (lastError = error));
    try {
      await Promise.race([
        client.connect(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('connect timeout')), timeouts.connectMs);
        }),
      ]);
      await client.ping();
    } catch (error) {
      client.destroy();
      throw new RedisStartError(
        `Cannot reach Redis at REDIS_URL (${startFailureReason(error instanceof Error && error.message === 'connect timeout' ? (lastError ?? error) : error, timeouts.connectMs)})`,
      );
    } finally {
      clearTimeout(timer);
    }
    return new RedisRateLimiter(client);
  }

  /** One command; an answer Redis refused is a bug (rethrown), anything else means Redis is not answering. */
  private async call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      if (error instanceof ErrorReply) throw error;
      throw redisUnavailable();
    }
  }

  async hit(rule: RateLimitRule): Promise<void> {
    const [count, ttlMs] = (await this.call(() =>
      this.client.eval(HIT_SCRIPT, { keys: [prefix + rule.key], arguments: [String(rule.windowMs)] }),
    )) as [number, number];
    if (count > rule.limit) throw tooManyRequests(rule.message, Math.ceil(ttlMs / 1000));
  }

  async claim(rule: RateLimitRule): Promise<void> {
    const [claimed, ttlMs] = (await this.call(() =>
      this.client.eval(CLAIM_SCRIPT, {
        keys: [prefix + rule.key],
        arguments: [String(rule.windowMs), String(rule.limit)],
      }),
    )) as [number, number];
    if (claimed === 0) throw tooManyRequests(rule.message, Math.ceil(ttlMs / 1000));
  }

  async release(key: string): Promise<void> {
    await this.call(() => this.client.eval(RELEASE_SCRIPT, { keys: [prefix + key] }));
  }

  async clear(key: string): Promise<void> {
    await this.call(() => this.client.del(prefix + key));
  }

  /** For readiness: resolves when Redis answers within the command timeout. */
  async ping(): Promise<void> {
    await this.call(() => this.client.ping());
  }

  async close(): Promise<void> {
    // A client still reconnecting would wait for Redis to come back: let it go at once.
    if (!this.client.isReady) {
      this.client.destroy();
      return;
    }
    await this.client.close().catch(() => this.client.destroy());
  }
}
