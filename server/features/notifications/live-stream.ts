import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { NOTIFICATION_EVENT } from '@common/schemas/notifications';
import type { Database } from '../../db/client';
import { latestNotificationId, notificationsAfter, withoutUser, type StoredNotification } from './notification-list';

const CATCH_UP_PAGE = 200;
/** Bytes a stream may have written that its reader has not taken; a stalled reader beyond it is dropped, not buffered for. */
export const MAX_UNREAD_BYTES = 256 * 1024;
/** How long a catch-up waits for its reader to take a page before it counts as stalled. */
const DRAIN_WAIT_MS = 10_000;

/** Whose stream it is: the hub ends it when this session ends, and counts it against its address. */
export interface StreamOwner {
  userId: number;
  sessionTokenHash: string;
  clientAddress: string;
}

/**
 * One signed-in user's server-sent event stream. Its notifications arrive from two sides: the
 * catch-up read after `Last-Event-ID`, and the process's hub for what commits meanwhile. It
 * holds the hub's while catching up, then sends each id once, in order, never one at or below
 * the last sent: nothing lost, nothing repeated.
 */
export class LiveStream {
  private lastSentId = 0;
  private catchingUp = true;
  private held: StoredNotification[] = [];

  constructor(
    readonly owner: StreamOwner,
    private readonly response: ServerResponse,
  ) {}

  get userId(): number {
    return this.owner.userId;
  }

  deliver(notification: StoredNotification): void {
    if (this.catchingUp) this.held.push(notification);
    else this.send(notification);
  }

  /** Sends what came after `afterId` (or, on a first connection, nothing before now), then what the hub held. */
  async catchUp(db: Database, afterId: number | null): Promise<void> {
    if (afterId === null) {
      this.lastSentId = await latestNotificationId(db, this.userId);
    } else {
      this.lastSentId = afterId;
      while (this.open) {
        const page = await notificationsAfter(db, this.userId, this.lastSentId, CATCH_UP_PAGE);
        for (const notification of page) this.send(notification);
        if (page.length < CATCH_UP_PAGE) break;
        await this.drained();
      }
    }
    this.catchingUp = false;
    for (const notification of this.held.sort((a, b) => a.id - b.id)) this.send(notification);
    this.held = [];
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.open) this.response.end();
  }

  /** Not ended by us, nor gone with its client. */
  private get open(): boolean {
    return !this.response.writableEnded && !this.response.destroyed;
  }

  private send(notification: StoredNotification): void {
    if (notification.id <= this.lastSentId) return;
    if (this.write(`id: ${notification.id}\nevent: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(withoutUser(notification))}\n\n`))
      this.lastSentId = notification.id;
  }

  /** Writes unless the stream is gone; drops a reader that has left too much unread (its 'close' takes it off the hub). */
  private write(text: string): boolean {
    if (!this.open) return false;
    if (this.response.writableLength > MAX_UNREAD_BYTES) {
      this.response.destroy();
      return false;
    }
    this.response.write(text);
    return true;
  }

  /** A long catch-up goes at its reader's pace, up to a point. */
  private async drained(): Promise<void> {
    if (this.response.writableLength <= MAX_UNREAD_BYTES / 2 || !this.open) return;
    const timeout = AbortSignal.timeout(DRAIN_WAIT_MS);
    await once(this.response, 'drain', { signal: timeout }).catch(() => this.response.destroy());
  }
}
