import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationKinds, type NotificationKind } from '@common/schemas/notifications';

/** A link in an old email still works for a season; after that the choices page does the same. */
export const UNSUBSCRIBE_TOKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

export interface UnsubscribeClaim {
  userId: number;
  kind: NotificationKind;
}

export type UnsubscribeCheck = ({ valid: true } & UnsubscribeClaim) | { valid: false; reason: 'invalid' | 'expired' };

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(`unsubscribe.${payload}`).digest('base64url');

/** `payload.signature`, both base64url: the account, the kind and the expiry (seconds), signed with the mail token secret. */
export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim, now: Date): string {
  const expires = Math.floor((now.getTime() + UNSUBSCRIBE_TOKEN_LIFETIME_MS) / 1000);
  const payload = Buffer.from(JSON.stringify([claim.userId, claim.kind, expires])).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** A token is valid when its signature matches and it has not expired (checked in that order: an expired forgery is invalid). */
export function checkUnsubscribeToken(secret: string, token: string, now: Date): UnsubscribeCheck {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return { valid: false, reason: 'invalid' };
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { valid: false, reason: 'invalid' };
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { valid: false, reason: 'invalid' };
  }
  if (!Array.isArray(claim) || claim.length !== 3) return { valid: false, reason: 'invalid' };
  const [userId, kind, expires] = claim as unknown[];
  if (!Number.isSafeInteger(userId) || typeof expires !== 'number' || !notificationKinds.includes(kind as NotificationKind)) {
    return { valid: false, reason: 'invalid' };
  }
  if (expires * 1000 <= now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, userId: userId as number, kind: kind as NotificationKind };
}
