import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle, Transaction } from './db/client';
import type { StopListening } from './db/listen';
import { queryRow, sqlColumn } from './db/typed-sql';
import { executePrepared, prepareStatement } from './db/prepared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every reset and clock move notifies here as it commits: each server's cached time follows. */
export const SANDBOX_CLOCK_CHANNEL = 'sandbox_clock';

/** Business time as a transaction that decides by it reads it. */
export interface ActingClock {
  /**
   * The time to act at, read in `tx` before anything else it does: a reset or a clock move
   * waits for `tx` to end, or `tx` waits for it and reads the new time.
   */
  readIn(tx: Transaction): Promise<Date>;
}

/** A time the caller fixed (a test, a reset's own today) or the clock, read in the transaction that acts. */
export type BusinessTime = Date | ActingClock;

export function timeIn(tx: Transaction, time: BusinessTime): Promise<Date> {
  return time instanceof Date ? Promise.resolve(time) : time.readIn(tx);
}

/** The clock was reset or moved while a round was settling by the time before it. */
export class ClockMovedError extends Error {
  constructor() {
    super('The sandbox clock was moved or reset during the round.');
  }
}

/** The clock as a round of scheduled work found it: the round acts at `now` while the clock stays set so. */
export interface ClockSetting {
  now: Date;
  /** First thing in each transaction of the round: holds the clock as it is, or throws ClockMovedError if it changed. */
  holdIn(tx: Transaction): Promise<void>;
}

/** Where business time comes from: the sandbox clock in the app, a test's own clock in tests. */
export interface Clock extends ActingClock {
  /** The time to show (cached): never to decide by, which is `readIn`'s or a setting's. */
  now(): Date;
  /** The clock as it is set now, for a round of scheduled work. */
  setting(): Promise<ClockSetting>;
  /** Moves the clock forward and answers the new time. */
  advanceDays(days: number): Promise<Date>;
  /** Reads the clock again (after a reset put it back). */
  reload(): Promise<void>;
}

/**
 * The database as a round sees it: every transaction opened on it first holds the clock as
 * the round found it (`holdIn`), so the round stops at its next transaction once the clock was
 * moved or reset, and a reset or move waits for the round's transaction in flight.
 */
export function atSetting(db: Database, setting: ClockSetting): Database {
  const held: Database['transaction'] = (work, config) =>
    db.transaction(async (tx) => {
      await setting.holdIn(tx);
      return work(tx);
    }, config);
  return Object.assign(Object.create(db) as Database, { transaction: held });
}

const clockRow = z.object({ offset: sqlColumn.integer, setting: sqlColumn.text });
// The offset and the last reset name a setting: every move changes the one, every reset the other.
const readClock = sql`select clock_offset_ms as offset, clock_offset_ms || '/' || coalesce(last_reset_at::text, '') as setting from sandbox_state where id`;
/** The read every acting transaction makes first. */
const READ_CLOCK_FOR_SHARE = prepareStatement(sql`${readClock} for share`);

/**
 * The sandbox clock: real time plus an offset kept in the database, shared by every server.
 * Decisions read it in the transaction that acts, share-locking its one row (`readIn`, a
 * setting's `holdIn`); resets and moves lock the row for update, so they wait for the acting
 * transactions in flight on every server and every later one reads what they wrote. `now()`
 * is for showing the time: it is cached, read again when a reset or move notifies
 * (SANDBOX_CLOCK_CHANNEL) and whenever a transaction reads the row.
 */
export class SandboxClock implements Clock {
  private offsetMs = 0;
  private stopListening: StopListening = async () => undefined;

  private constructor(private readonly db: Database) {}

  static async open(database: Pick<DatabaseHandle, 'db' | 'listen'>): Promise<SandboxClock> {
    const clock = new SandboxClock(database.db);
    // The row exists before anything reads it, so an acting transaction always has it to lock.
    await database.db.execute(sql`insert into sandbox_state (id) values (true) on conflict do nothing`);
    // Listening before the first read: a move committed in between is read again.
    clock.stopListening = await database.listen(SANDBOX_CLOCK_CHANNEL, () => {
      clock.reload().catch(() => undefined);
    });
    await clock.reload();
    return clock;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  async readIn(tx: Transaction): Promise<Date> {
    const [row] = await executePrepared(tx, READ_CLOCK_FOR_SHARE, {}, clockRow);
    this.offsetMs = row?.offset ?? 0;
    return this.now();
  }

  async setting(): Promise<ClockSetting> {
    const found = await queryRow(this.db, clockRow, readClock);
    this.offsetMs = found?.offset ?? 0;
    const now = this.now();
    return {
      now,
      holdIn: async (tx) => {
        const [row] = await executePrepared(tx, READ_CLOCK_FOR_SHARE, {}, clockRow);
        if ((row?.setting ?? null) !== (found?.setting ?? null)) throw new ClockMovedError();
      },
    };
  }

  async reload(): Promise<void> {
    const row = await queryRow(this.db, clockRow, readClock);
    this.offsetMs = row?.offset ?? 0;
  }

  async advanceDays(days: number): Promise<Date> {
    const offsetMs = await this.db.transaction(async (tx) => {
      await tx.execute(sql`insert into sandbox_state (id) values (true) on conflict do nothing`);
      // The update waits for every transaction holding the row shared, acting by the time before it.
      const row = await queryRow(
        tx,
        clockRow,
        sql`update sandbox_state set clock_offset_ms = clock_offset_ms + ${Math.round(days * DAY_MS)}::bigint where id
            returning clock_offset_ms as offset, '' as setting`,
      );
      await notifyClockMoved(tx);
      return row?.offset ?? 0;
    });
    this.offsetMs = offsetMs;
    return this.now();
  }

  /** Stops following other servers' moves. */
  close(): Promise<void> {
    return this.stopListening();
  }
}

/** In the transaction that resets or moves the clock: every server reads the clock again once it commits. */
export async function notifyClockMoved(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_notify(${SANDBOX_CLOCK_CHANNEL}::text, '')`);
}
