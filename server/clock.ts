import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './db/client';
import { queryRow, sqlColumn } from './db/typed-sql';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where business time comes from: the sandbox clock in the app, a test's own clock in tests. */
export interface Clock {
  now(): Date;
  /** Moves the clock forward and answers the new time. */
  advanceDays(days: number): Promise<Date>;
  /** Reads the clock again (after a reset put it back). */
  reload(): Promise<void>;
}

const offsetRow = z.object({ offset: sqlColumn.integer });

/**
 * The sandbox clock: real time plus an offset kept in the database, so every server shares it.
 * `now()` must be cheap (every request reads it), so the offset is cached and read again in
 * the background once it is a second old: another server's advance shows here within a second.
 */
export class SandboxClock implements Clock {
  private offsetMs = 0;
  private readAt = 0;
  private reading: Promise<void> | null = null;

  private constructor(
    private readonly db: Database,
    private readonly maxAgeMs: number,
  ) {}

  static async open(db: Database, maxAgeMs = 1000): Promise<SandboxClock> {
    const clock = new SandboxClock(db, maxAgeMs);
    await clock.reload();
    return clock;
  }

  now(): Date {
    if (Date.now() - this.readAt > this.maxAgeMs && !this.reading) {
      // A failed read keeps the last offset; the next call tries again.
      this.reading = this.reload()
        .catch(() => undefined)
        .finally(() => {
          this.reading = null;
        });
    }
    return new Date(Date.now() + this.offsetMs);
  }

  async reload(): Promise<void> {
    const row = await queryRow(this.db, offsetRow, sql`select clock_offset_ms as offset from sandbox_state where id`);
    this.offsetMs = row?.offset ?? 0;
    this.readAt = Date.now();
  }

  async advanceDays(days: number): Promise<Date> {
    await this.db.execute(sql`insert into sandbox_state (id) values (true) on conflict do nothing`);
    const row = await queryRow(
      this.db,
      offsetRow,
      sql`update sandbox_state set clock_offset_ms = clock_offset_ms + ${Math.round(days * DAY_MS)}::bigint where id returning clock_offset_ms as offset`,
    );
    this.offsetMs = row?.offset ?? 0;
    this.readAt = Date.now();
    return this.now();
  }
}
