import { createClient } from 'redis';
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

/** The same fixed windows as the database store, kept in Redis (REDIS_URL) for servers that share one. */
export class RedisRateLimiter implements RateLimiter {
  private constructor(private readonly client: RedisClient) {}

  static async connect(url: string): Promise<RedisRateLimiter> {
    const client = createClient({ url });
    // A dropped connection is retried by the client; its errors must not crash the process.
    client.on('error', () => undefined);
    await client.connect();
    return new RedisRateLimiter(client);
  }

  async hit(rule: RateLimitRule): Promise<void> {
    const [count, ttlMs] = (await this.client.eval(HIT_SCRIPT, { keys: [prefix + rule.key], arguments: [String(rule.windowMs)] })) as [
      number,
      number,
    ];
    if (count > rule.limit) throw tooManyRequests(rule.message, Math.ceil(ttlMs / 1000));
  }

  async claim(rule: RateLimitRule): Promise<void> {
    const [claimed, ttlMs] = (await this.client.eval(CLAIM_SCRIPT, {
      keys: [prefix + rule.key],
      arguments: [String(rule.windowMs), String(rule.limit)],
    })) as [number, number];
    if (claimed === 0) throw tooManyRequests(rule.message, Math.ceil(ttlMs / 1000));
  }

  async release(key: string): Promise<void> {
    await this.client.eval(RELEASE_SCRIPT, { keys: [prefix + key] });
  }

  async clear(key: string): Promise<void> {
    await this.client.del(prefix + key);
  }

  async close(): Promise<void> {
    await this.client.quit();
  }
}
