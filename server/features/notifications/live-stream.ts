import type { ServerResponse } from 'node:http';
import { NOTIFICATION_EVENT } from '@common/schemas/notifications';
import type { Database } from '../../db/client';
import { latestNotificationId, notificationsAfter, withoutUser, type StoredNotification } from './notification-list';

const CATCH_UP_PAGE = 200;

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
    readonly userId: number,
    private readonly response: ServerResponse,
  ) {}

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
      for (;;) {
        const page = await notificationsAfter(db, this.userId, this.lastSentId, CATCH_UP_PAGE);
        for (const notification of page) this.send(notification);
        if (page.length < CATCH_UP_PAGE) break;
      }
    }
    this.catchingUp = false;
    for (const notification of this.held.sort((a, b) => a.id - b.id)) this.send(notification);
    this.held = [];
  }

  comment(text: string): void {
    if (this.open) this.response.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.open) this.response.end();
  }

  /** Not ended by us, nor gone with its client. */
  private get open(): boolean {
    return !this.response.writableEnded && !this.response.destroyed;
  }

  private send(notification: StoredNotification): void {
    if (notification.id <= this.lastSentId || !this.open) return;
    this.response.write(`id: ${notification.id}\nevent: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(withoutUser(notification))}\n\n`);
    this.lastSentId = notification.id;
  }
}
