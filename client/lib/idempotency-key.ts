/**
 * A fresh Idempotency-Key for one press of a money button, so a retried request charges once.
 * Falls back to getRandomValues because randomUUID exists only in secure contexts (not plain http on a LAN address).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
