import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { staffRecoveryCodes, staffSecondFactors } from '../../db/schema-staff';
import { AppError } from '../../errors';

/** RFC 6238 as the contract sets it: SHA-1, 6 digits, 30-second steps; a code of the step before or after is accepted (clock drift). */
const TOTP_SETTINGS = { issuer: 'Stagebacker Sandbox', algorithm: 'SHA1', digits: 6, period: 30 } as const;
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

export const WRONG_CODE = 'That code is not right. Enter the current 6-digit code, or a recovery code.';
export const NOT_ENROLLING = 'Start the set-up first: no authenticator secret is waiting for a code.';

/** AES-256-GCM under a key hashed from configuration: iv, tag and ciphertext, base64url, joined by dots. */
export class SecretBox {
  private readonly key: Buffer;
  constructor(secretKey: string) {
    this.key = createHash('sha256').update(secretKey).digest();
  }
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }
  open(sealed: string): string {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !data) throw new Error('a sealed secret is malformed');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  }
}

const totpFor = (base32: string, label: string) => new TOTP({ ...TOTP_SETTINGS, label, secret: Secret.fromBase32(base32) });
const hashRecoveryCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** The TOTP step a code matches now (or one step either side), or null. */
function matchingStep(base32: string, code: string, now: Date): number | null {
  const delta = totpFor(base32, '').validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / TOTP_SETTINGS.period) + delta;
}

export interface Enrolment {
  /** Base32, for typing into an authenticator by hand. */
  secret: string;
  otpauthUrl: string;
  /** The same URL as a QR code, an SVG document. */
  qrSvg: string;
}

/** A new secret waiting for its first code; it replaces one still waiting. An enrolled account keeps its factor until this is confirmed. */
export async function beginEnrolment(db: Database, box: SecretBox, userId: number): Promise<Enrolment> {
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!account) throw new Error(`account ${userId} vanished`);
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpFor(secret, account.email).toString();
  await db
    .insert(staffSecondFactors)
    .values({ userId, pendingSecret: box.seal(secret) })
    .onConflictDoUpdate({ target: staffSecondFactors.userId, set: { pendingSecret: box.seal(secret) } });
  return { secret, otpauthUrl, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }) };
}

/**
 * A code from the waiting secret makes it the account's factor; answers the ten recovery codes,
 * shown once (only their hashes are kept; any earlier ones stop working).
 */
export async function confirmEnrolment(db: Database, box: SecretBox, userId: number, code: string, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [factor] = await tx.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId)).for('update');
    if (!factor?.pendingSecret) throw new AppError(409, NOT_ENROLLING);
    const secret = box.open(factor.pendingSecret);
    const step = matchingStep(secret, code, now);
    if (step === null) throw new AppError(400, WRONG_CODE);
    await tx
      .update(staffSecondFactors)
      .set({ secret: factor.pendingSecret, pendingSecret: null, enrolledAt: now, lastStep: step })
      .where(eq(staffSecondFactors.userId, userId));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const raw = randomBytes(5).toString('hex');
      return `${raw.slice(0, 5)}-${raw.slice(5)}`;
    });
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx.insert(staffRecoveryCodes).values(codes.map((recovery) => ({ userId, codeHash: hashRecoveryCode(recovery) })));
    return codes;
  });
}

/** Whether the account has a confirmed second factor. */
export async function hasSecondFactor(db: Database, userId: number): Promise<boolean> {
  const [factor] = await db
    .select({ enrolledAt: staffSecondFactors.enrolledAt })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId));
  return Boolean(factor?.enrolledAt);
}

/**
 * Checks a sign-in code: the current TOTP code (each step once: a code seen is refused again) or
 * an unused recovery code (used up by this). False when neither.
 */
export async function verifySecondFactor(db: Database, box: SecretBox, userId: number, code: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [factor] = await tx.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId)).for('update');
    if (!factor?.secret) return false;
    if (/^\d{6}$/.test(code)) {
      const step = matchingStep(box.open(factor.secret), code, now);
      if (step === null || (factor.lastStep !== null && step <= factor.lastStep)) return false;
      await tx.update(staffSecondFactors).set({ lastStep: step }).where(eq(staffSecondFactors.userId, userId));
      return true;
    }
    const wanted = Buffer.from(hashRecoveryCode(code));
    const unused = await tx
      .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
    const match = unused.find((row) => timingSafeEqual(Buffer.from(row.codeHash), wanted));
    if (!match) return false;
    await tx.update(staffRecoveryCodes).set({ usedAt: now }).where(eq(staffRecoveryCodes.id, match.id));
    return true;
  });
}
