import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { StopListening } from '../../db/listen';
import type { LiveStream } from './live-stream';
import { latestNotificationId, notificationsBetween } from './notification-list';
import { NOTIFICATIONS_CHANNEL } from './notify';

const HEARTBEAT_MS = 15_000;

/** Streams one user may hold open in one process (tabs, devices); a newer one ends the oldest. */
export const MAX_STREAMS_PER_USER = 10;

/**
 * One per server process: listens for commits that wrote notifications (from any process on
 * the database), reads what is new for this process's streams in one query, and hands each
 * stream its user's. It remembers the highest id it has read past; since ids follow commit
 * order (notify.ts), everything at or below it is done, so a burst of commits, a missed
 * notification or a reconnect costs a read, never a notification.
 */
export class NotificationHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  private readPast = 0;
  private wanted = false;
  private draining: Promise<void> | null = null;
  private stopListening: StopListening = async () => undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  private constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async start(database: DatabaseHandle, log: FastifyBaseLogger): Promise<NotificationHub> {
    const hub = new NotificationHub(database, log);
    hub.readPast = await latestNotificationId(database.db);
    hub.stopListening = await database.listen(NOTIFICATIONS_CHANNEL, () => hub.poke());
    // Comments keep proxies from closing idle streams; the look at the table covers a notification the listener missed.
    hub.heartbeat = setInterval(() => {
      for (const streams of hub.streams.values()) for (const stream of streams) stream.comment('heartbeat');
      hub.poke();
    }, HEARTBEAT_MS);
    hub.heartbeat.unref();
    return hub;
  }

  get streamCount(): number {
    let count = 0;
    for (const streams of this.streams.values()) count += streams.size;
    return count;
  }

  add(stream: LiveStream): void {
    const streams = this.streams.get(stream.userId) ?? new Set<LiveStream>();
    const [oldest] = streams;
    if (oldest && streams.size >= MAX_STREAMS_PER_USER) {
      streams.delete(oldest);
      oldest.end();
    }
    streams.add(stream);
    this.streams.set(stream.userId, streams);
  }

  remove(stream: LiveStream): void {
    const streams = this.streams.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.streams.delete(stream.userId);
  }

  /** Something was committed: read it, once, even if many commits poke at once. */
  poke(): void {
    this.wanted = true;
    this.draining ??= this.drain().finally(() => (this.draining = null));
  }

  /** Ends every stream (so closing the server does not wait on them) and stops listening. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const streams of this.streams.values()) for (const stream of streams) stream.end();
    this.streams.clear();
    await this.stopListening();
    await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.wanted) {
      this.wanted = false;
      try {
        const upTo = await latestNotificationId(this.database.db);
        if (upTo <= this.readPast) continue;
        // The users are taken after the highest id: a stream added later catches up past it by itself.
        const userIds = [...this.streams.keys()];
        const fresh = userIds.length === 0 ? [] : await notificationsBetween(this.database.db, userIds, this.readPast, upTo);
        for (const notification of fresh) for (const stream of this.streams.get(notification.userId) ?? []) stream.deliver(notification);
        this.readPast = upTo;
      } catch (error) {
        this.log.error({ err: error }, 'reading new notifications for the live streams failed');
      }
    }
  }
}
