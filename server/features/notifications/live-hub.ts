import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { StopListening } from '../../db/listen';
import type { LiveStream } from './live-stream';
import { latestNotificationId, notificationsBetween } from './notification-list';
import { NOTIFICATIONS_CHANNEL } from './notify';

const HEARTBEAT_MS = 15_000;
/** How often the hub asks whether its streams' sessions are still open: a sign-out on any server ends a stream within about this long. */
export const SESSION_CHECK_MS = 1000;

/** Streams one user may hold open in one process (tabs, devices); a newer one ends the oldest. */
export const MAX_STREAMS_PER_USER = 10;

/** Which of these sessions are still open (SessionStore.stillOpen). */
export type OpenSessions = (tokenHashes: string[]) => Promise<Set<string>>;

/**
 * One per server process: listens for commits that wrote notifications (from any process on
 * the database), reads what is new for this process's streams in one query, and hands each
 * stream its user's. It remembers the highest id it has read past; since ids follow commit
 * order (notify.ts), everything at or below it is done, so a burst of commits, a missed
 * notification or a reconnect costs a read, never a notification.
 */
export class NotificationHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  private readonly streamsByAddress = new Map<string, number>();
  private readPast = 0;
  private wanted = false;
  private draining: Promise<void> | null = null;
  private stopListening: StopListening = async () => undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private sessionCheck: NodeJS.Timeout | undefined;
  private checkingSessions = false;

  private constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    private readonly openSessions: OpenSessions,
    private readonly streamsPerClient: number,
  ) {}

  static async start(
    database: DatabaseHandle,
    log: FastifyBaseLogger,
    limits: { openSessions: OpenSessions; streamsPerClient: number },
  ): Promise<NotificationHub> {
    const hub = new NotificationHub(database, log, limits.openSessions, limits.streamsPerClient);
    hub.readPast = await latestNotificationId(database.db);
    hub.stopListening = await database.listen(NOTIFICATIONS_CHANNEL, () => hub.poke());
    // Comments keep proxies from closing idle streams; the look at the table covers a notification the listener missed.
    hub.heartbeat = setInterval(() => {
      for (const streams of hub.streams.values()) for (const stream of streams) stream.comment('heartbeat');
      hub.poke();
    }, HEARTBEAT_MS);
    hub.heartbeat.unref();
    hub.sessionCheck = setInterval(() => void hub.endStreamsOfClosedSessions(), SESSION_CHECK_MS);
    hub.sessionCheck.unref();
    return hub;
  }

  get streamCount(): number {
    let count = 0;
    for (const streams of this.streams.values()) count += streams.size;
    return count;
  }

  /** False when the stream's address already holds its share of streams; else it is added. */
  add(stream: LiveStream): boolean {
    const { clientAddress } = stream.owner;
    const fromAddress = this.streamsByAddress.get(clientAddress) ?? 0;
    if (fromAddress >= this.streamsPerClient) return false;
    const ofUser = this.streams.get(stream.userId);
    const [oldest] = ofUser ?? [];
    if (oldest && ofUser && ofUser.size >= MAX_STREAMS_PER_USER) {
      this.remove(oldest);
      oldest.end();
    }
    this.streamsByAddress.set(clientAddress, (this.streamsByAddress.get(clientAddress) ?? 0) + 1);
    const streams = this.streams.get(stream.userId) ?? new Set<LiveStream>();
    streams.add(stream);
    this.streams.set(stream.userId, streams);
    return true;
  }

  remove(stream: LiveStream): void {
    const streams = this.streams.get(stream.userId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.streams.delete(stream.userId);
    const { clientAddress } = stream.owner;
    const fromAddress = (this.streamsByAddress.get(clientAddress) ?? 1) - 1;
    if (fromAddress === 0) this.streamsByAddress.delete(clientAddress);
    else this.streamsByAddress.set(clientAddress, fromAddress);
  }

  /** Something was committed: read it, once, even if many commits poke at once. */
  poke(): void {
    this.wanted = true;
    this.draining ??= this.drain().finally(() => (this.draining = null));
  }

  /** Ends every stream (so closing the server does not wait on them) and stops listening. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    clearInterval(this.sessionCheck);
    for (const streams of this.streams.values()) for (const stream of streams) stream.end();
    this.streams.clear();
    await this.stopListening();
    await this.draining;
  }

  /** A stream lives no longer than its session: signed out here or on another server, ended by a password change, expired. */
  private async endStreamsOfClosedSessions(): Promise<void> {
    if (this.checkingSessions || this.streams.size === 0) return;
    this.checkingSessions = true;
    try {
      const all = [...this.streams.values()].flatMap((streams) => [...streams]);
      const open = await this.openSessions([...new Set(all.map((stream) => stream.owner.sessionTokenHash))]);
      for (const stream of all)
        if (!open.has(stream.owner.sessionTokenHash)) {
          this.remove(stream);
          stream.end();
        }
    } catch (error) {
      this.log.error({ err: error }, "checking the live streams' sessions failed");
    } finally {
      this.checkingSessions = false;
    }
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
