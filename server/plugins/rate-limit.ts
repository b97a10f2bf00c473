import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { queryRow, queryRows, sqlColumn } from '../db/typed-sql';
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
  /**
   * Counts one attempt only while the window holds fewer than the limit, in one atomic step;
   * else throws 429 without counting. Claiming before the work bounds the work to the limit
   * however many requests race.
   */
  claim(rule: RateLimitRule): Promise<void>;
  /** Gives back one claimed attempt (its work was not done). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** For readiness, when the counters live outside the database (Redis): rejects when that store does not answer. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counters in the database, so every server process on the same database shares them. One
 * upsert a hit: it opens a new window when the old one has passed.
 */
const counterRow = z.object({ count: sqlColumn.integer, retry_after: sqlColumn.integer });
const retryRow = z.object({ retry_after: sqlColumn.integer });

export class DatabaseRateLimiter implements RateLimiter {
  constructor(private readonly db: Database) {}

  async hit(rule: RateLimitRule): Promise<void> {
    const row = await queryRow(
      this.db,
      counterRow,
      sql`
      insert into rate_limit_counters (key, count, reset_at)
      values (${rule.key}, 1, now() + ${rule.windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
        reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
      returning count::int as count, ceil(extract(epoch from reset_at - now()))::int as retry_after`,
    );
    if (row && row.count > rule.limit) throw tooManyRequests(rule.message, row.retry_after);
  }

  async claim(rule: RateLimitRule): Promise<void> {
    // The upsert's WHERE leaves a full, current window untouched and returns no row: refused.
    const claimed = await queryRows(
      this.db,
      z.object({ key: sqlColumn.text }),
      sql`
      insert into rate_limit_counters (key, count, reset_at)
      values (${rule.key}, 1, now() + ${rule.windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
        reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
      where rate_limit_counters.reset_at <= now() or rate_limit_counters.count < ${rule.limit}
      returning key`,
    );
    if (claimed.length > 0) return;
    const retry = await queryRow(
      this.db,
      retryRow,
      sql`
      select ceil(extract(epoch from reset_at - now()))::int as retry_after from rate_limit_counters where key = ${rule.key}`,
    );
    throw tooManyRequests(rule.message, retry?.retry_after ?? 1);
  }

  async release(key: string): Promise<void> {
    await this.db.execute(sql`update rate_limit_counters set count = count - 1 where key = ${key} and count > 0 and reset_at > now()`);
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_counters where key = ${key}`);
  }

  async close(): Promise<void> {}
}

export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  return new AppError(429, message, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
}
