import { z } from 'zod';
import { notificationKinds, type NotificationKind } from './notifications';

/** How a kind of notification reaches its account: in the site only, by email at once, or in the daily digest. */
export const notificationChannels = ['in_app', 'email', 'digest'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/**
 * The defaults (decisions.md, "Mail and scheduled work"): email at once for money that moved or
 * needs action, the digest for what there is to read, in-app only for the rest.
 */
export const DEFAULT_CHANNELS: Record<NotificationKind, NotificationChannel> = {
  campaign_funded: 'email',
  campaign_failed: 'email',
  payout_posted: 'email',
  revenue_share_paid: 'email',
  order_filled: 'email',
  order_expired: 'email',
  campaign_changed: 'email',
  reconfirmation_lapsed: 'email',
  password_changed: 'email',
  update_posted: 'digest',
  question_asked: 'digest',
  question_answered: 'digest',
  campaign_suspended: 'email',
  annual_report_due: 'email',
  annual_report_filed: 'digest',
  progress_50: 'in_app',
  progress_100: 'in_app',
  closing_soon: 'in_app',
  update_due: 'in_app',
  new_backers: 'in_app',
  closing_early: 'in_app',
  early_close_withdrawn: 'in_app',
};

/** What each kind is called on `/account/notifications`, in the email's footer and on the unsubscribe page. */
export const NOTIFICATION_KIND_NAMES: Record<NotificationKind, string> = {
  campaign_funded: 'A campaign you backed or follow is funded',
  campaign_failed: 'A campaign you backed or follow failed (refunded in full)',
  payout_posted: 'A quarterly payout to one of your holdings',
  revenue_share_paid: "Your creator's share of a quarter's revenue",
  order_filled: 'One of your market orders filled',
  order_expired: 'One of your market orders expired',
  campaign_changed: 'A campaign you backed changed: reconfirmation needed',
  reconfirmation_lapsed: 'A pending investment was cancelled and refunded (not reconfirmed)',
  password_changed: 'Your password was changed',
  update_posted: 'A project you follow or backed posted an update',
  question_asked: 'Someone asked a question on one of your projects',
  question_answered: 'A creator answered your question',
  campaign_suspended: 'A campaign you backed, follow or created was suspended (refunded in full)',
  annual_report_due: 'An annual report on one of your projects is due or overdue',
  annual_report_filed: 'A project you follow or backed filed its annual report',
  progress_50: 'A project you follow or backed reached 50% of its goal',
  progress_100: 'A project you follow or backed reached its goal',
  closing_soon: 'A campaign you follow or backed closes in 48 hours',
  update_due: 'One of your projects has had no update for 28 days',
  new_backers: 'New backers of your projects',
  closing_early: 'A campaign you follow or backed will close early',
  early_close_withdrawn: 'An early close was withdrawn',
};

const channelSchema = z.enum(notificationChannels, { error: 'Each choice must be "in_app", "email" or "digest".' });

/** One property a kind (a record keyed by an enum would leave the API document's required keys undefined). */
const everyKind = Object.fromEntries(notificationKinds.map((kind) => [kind, channelSchema])) as Record<
  NotificationKind,
  typeof channelSchema
>;

/** `GET /api/account/notifications`: every kind with its channel (the default where the account chose none). */
export const notificationChoicesSchema = z.object({ choices: z.object(everyKind) });
export type NotificationChoices = z.infer<typeof notificationChoicesSchema>['choices'];

/** `PUT /api/account/notifications`: the kinds to change (any number of them); the answer is every kind's choice. */
export const notificationChoicesPayloadSchema = z.strictObject({
  choices: z.partialRecord(z.enum(notificationKinds, { error: 'Unknown notification kind.' }), channelSchema, {
    error: 'Send { "choices": { kind: "in_app" | "email" | "digest" } }.',
  }),
});
export type NotificationChoicesPayload = z.infer<typeof notificationChoicesPayloadSchema>;

/** The signed token of an email's unsubscribe link: `POST /api/unsubscribe?token=` (RFC 8058) and `/unsubscribe?token=`. */
export const unsubscribeQuerySchema = z.strictObject({
  token: z.string({ error: 'This unsubscribe link is incomplete.' }).min(1, 'This unsubscribe link is incomplete.').max(500),
});

/** What an unsubscribe link turns off, read from its token. */
export const unsubscribeResultSchema = z.object({
  kind: z.enum(notificationKinds),
  /** The kind's name as the choices page shows it. */
  kindName: z.string(),
  /** The account's email, partly hidden (a forwarded mail's link shows whose it is, not the whole address). */
  email: z.string(),
  /** The channel now: in_app after an unsubscribe. */
  channel: channelSchema,
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
