import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_CHANNELS, type NotificationChannel, type NotificationChoices } from '@common/schemas/notification-choices';
import type { NotificationKind } from '@common/schemas/notifications';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notificationChoices } from '../../db/schema-updates-and-notifications';

/** Every kind's channel for an account: its own choice, else the default. */
export async function readChoices(db: Database, userId: number): Promise<NotificationChoices> {
  const chosen = await db
    .select({ kind: notificationChoices.kind, channel: notificationChoices.channel })
    .from(notificationChoices)
    .where(eq(notificationChoices.userId, userId));
  return { ...DEFAULT_CHANNELS, ...Object.fromEntries(chosen.map((choice) => [choice.kind, choice.channel])) };
}

/** Sets the channels of the kinds given; the others keep theirs. */
export async function updateChoices(
  db: Database,
  userId: number,
  changes: Partial<Record<NotificationKind, NotificationChannel>>,
): Promise<NotificationChoices> {
  const rows = Object.entries(changes).map(([kind, channel]) => ({ userId, kind: kind as NotificationKind, channel }));
  if (rows.length > 0) {
    await db
      .insert(notificationChoices)
      .values(rows)
      .onConflictDoUpdate({ target: [notificationChoices.userId, notificationChoices.kind], set: { channel: sql`excluded.channel` } });
  }
  return readChoices(db, userId);
}

/** The account an unsubscribe link names, and its choice for the kind: null when the account is gone. */
export async function unsubscribeTarget(
  db: Database,
  userId: number,
  kind: NotificationKind,
): Promise<{ email: string; channel: NotificationChannel } | null> {
  const [account] = await db
    .select({ email: users.email, channel: notificationChoices.channel })
    .from(users)
    .leftJoin(notificationChoices, and(eq(notificationChoices.userId, users.id), eq(notificationChoices.kind, kind)))
    .where(eq(users.id, userId));
  return account ? { email: account.email, channel: account.channel ?? DEFAULT_CHANNELS[kind] } : null;
}

/** `ada@example.com` → `a••@example.com`: a forwarded mail's link says whose it is without the whole address. */
export function partlyHidden(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}••@${email.slice(at + 1)}`;
}
