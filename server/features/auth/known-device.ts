import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** Over HTTPS the __Host- prefix keeps subdomains from planting or shadowing it, as for the session cookie. */
export const knownDeviceCookieName = (secure: boolean) => (secure ? '__Host-sb_device' : 'sb_device');
/** Refreshed at every sign-in, so a device in use stays known. */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const normalised = (email: string) => email.trim().toLowerCase();

function signature(secret: string, email: string, deviceId: string): Buffer {
  return createHmac('sha256', secret)
    .update(`known-device\n${normalised(email)}\n${deviceId}`)
    .digest();
}

/**
 * The device id of the request's known-device cookie when the server signed it for this email
 * (a sign-in, a sign-up or a password reset on that browser); else null. Nothing is stored: the
 * cookie is `{deviceId}.{HMAC of the email and the id}`, so every server with the same
 * KNOWN_DEVICE_SECRET recognises it, and one account's cookie says nothing about another's.
 */
export function recognisedDevice(request: FastifyRequest, config: Config, email: string): string | null {
  const value = request.cookies[knownDeviceCookieName(config.cookieSecure)];
  const [deviceId, mac, ...rest] = (value ?? '').split('.');
  if (!deviceId || !mac || rest.length > 0) return null;
  const expected = signature(config.knownDeviceSecret, email, deviceId);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** Marks this browser as a known device of the account: a new id, or the one it already had for this email. */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, config: Config, email: string): void {
  const deviceId = recognisedDevice(request, config, email) ?? randomBytes(16).toString('base64url');
  const mac = signature(config.knownDeviceSecret, email, deviceId).toString('base64url');
  reply.setCookie(knownDeviceCookieName(config.cookieSecure), `${deviceId}.${mac}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure,
    maxAge: MAX_AGE_SECONDS,
  });
}
