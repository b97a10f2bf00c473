import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { AppError } from '../errors';

export interface RateLimitRule {
  key: string;
  limit: number;
  windowMs: number;
  message: string;
}

/** Fixed-window counters shared by every server process: in PostgreSQL, or in Redis when REDIS_URL is set. */
export interface RateLimiter {
  /** Counts a hit; throws 429 with Retry-After once the window holds more than the limit. */
  hit(rule: RateLimitRule): Promise<void>;
  /** Throws 429 if the window already holds the limit, without counting a hit. */
  check(rule: RateLimitRule): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counters in the database, so every server process on the same database shares them. One
 * upsert a hit: it opens a new window when the old one has passed.
 */
export class DatabaseRateLimiter implements RateLimiter {
  constructor(private readonly db: Database) {}

  async hit(rule: RateLimitRule): Promise<void> {
    const result = await this.db.execute<{ count: number; retry_after: number }>(sql`
      insert into rate_limit_counters (key, count, reset_at)
      values (${rule.key}, 1, now() + ${rule.windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
        reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
      returning count::int as count, ceil(extract(epoch from reset_at - now()))::int as retry_after`);
    const row = result.rows[0];
    if (row && row.count > rule.limit) throw tooManyRequests(rule.message, row.retry_after);
  }

  async check(rule: RateLimitRule): Promise<void> {
    const result = await this.db.execute<{ count: number; retry_after: number }>(sql`
      select count::int as count, ceil(extract(epoch from reset_at - now()))::int as retry_after
      from rate_limit_counters where key = ${rule.key} and reset_at > now()`);
    const row = result.rows[0];
    if (row && row.count >= rule.limit) throw tooManyRequests(rule.message, row.retry_after);
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_counters where key = ${key}`);
  }

  async close(): Promise<void> {}
}

export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  return new AppError(429, message, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
}
