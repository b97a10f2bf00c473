import { z } from 'zod';
import { MAX_SERIAL, serialIdText } from './serial-id';

/** What happened; each is sent at most once per user and event. */
export const notificationKinds = [
  /** A followed or backed project posted an update the user may read. */
  'update_posted',
  /** A followed or backed project crossed 50% of its goal. */
  'progress_50',
  /** … crossed 100% of its goal. */
  'progress_100',
  /** A campaign closed funded: to its investors (shares issued), its creator (the net in their balance) and its followers. */
  'campaign_funded',
  /** A campaign closed failed: to its investors (refunded in full), its creator and its followers. */
  'campaign_failed',
  /** A quarterly payout was posted to one of the user's holdings. */
  'payout_posted',
  /** A followed or backed campaign closes in 48 hours (the last moment a pending investment can be cancelled). */
  'closing_soon',
  /** To a creator: one of their projects has gone 28 days without an update. */
  'update_due',
  /** One of the user's market orders filled, partly or fully. */
  'order_filled',
  /** One of the user's market orders expired after 30 days with shares left. */
  'order_expired',
  /** To a creator: people backed one of their projects (at most one a project an hour, naming how many). */
  'new_backers',
  /** To a creator: their 70% of a quarter's revenue was paid into their balance. */
  'revenue_share_paid',
  /** To the backers of a pending investment: the creator made a material change (end date or budget); reconfirm by the deadline. */
  'campaign_changed',
  /** To an investor: a pending investment not reconfirmed in time was cancelled with a full refund. */
  'reconfirmation_lapsed',
  /** To backers and followers: the creator set an earlier end date (early close). */
  'closing_early',
  /** To backers and followers: the goal was no longer met at the early date, so the campaign runs on to its original end date. */
  'early_close_withdrawn',
  /** To the account: its password was changed (by the account's own change or by a reset link). */
  'password_changed',
  /** To a creator: someone asked a question on one of their projects. */
  'question_asked',
  /** To an asker: the project's creator answered their question. */
  'question_answered',
  /** Two admins suspended a campaign: its backers refunded in full, its creator and followers told, with the reason. */
  'campaign_suspended',
  /** To a creator: an annual report is due in 30 or 7 days, or overdue since yesterday (each once). */
  'annual_report_due',
  /** To backers and followers: the creator filed a funded project's annual report. */
  'annual_report_filed',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  /** Increasing; also the `id:` of the stream's event. */
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  /** Plain text, shown as text. */
  title: z.string(),
  body: z.string(),
  /** A path inside the site, such as /tour/3#updates. */
  link: z.string(),
  /** The project it is about (a campaign's close, a payout, an update, a reminder); null when about none. */
  projectId: z.number().int().nullable(),
  createdAt: z.string(),
  /** Null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications?cursor=…&limit=…`: newest first by `createdAt` (the event's moment on the sandbox clock), then by id. */
export const notificationQuerySchema = z.strictObject({
  cursor: serialIdText('cursor must be the nextCursor of an earlier page.').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100.' })
    .int('limit must be a whole number from 1 to 100.')
    .min(1, 'limit must be a whole number from 1 to 100.')
    .max(100, 'limit must be a whole number from 1 to 100.')
    .default(20),
});

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** All the user's unread notifications, not only this page's. */
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const READ_MESSAGE = 'Send { "ids": [notification ids] } or { "all": true }.';

/** `POST /api/notifications/read`: ids of another user's notifications are ignored. */
export const markReadSchema = z.union(
  [
    z.strictObject({
      ids: z
        .array(z.number({ error: READ_MESSAGE }).int(READ_MESSAGE).min(1, READ_MESSAGE).max(MAX_SERIAL, READ_MESSAGE), {
          error: READ_MESSAGE,
        })
        .min(1, READ_MESSAGE)
        .max(500, 'Mark at most 500 notifications at a time.'),
    }),
    z.strictObject({ all: z.literal(true, { error: READ_MESSAGE }) }),
  ],
  { error: READ_MESSAGE },
);
export type MarkReadPayload = z.input<typeof markReadSchema>;

/** The answer to a read: the user's unread count afterwards. */
export const unreadCountSchema = z.object({ unread: z.number().int() });

export { NOTIFICATION_EVENT } from '../rules/notification-stream';

/** `GET /api/notifications/stream?after=<id>`: where a first connection starts (the highest id the list showed); `Last-Event-ID` wins when sent. */
export const notificationStreamQuerySchema = z.strictObject({
  after: serialIdText('after must be the id of a notification.', true).optional(),
});
