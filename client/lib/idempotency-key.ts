/**
 * A fresh Idempotency-Key.
 * Falls back to getRandomValues because randomUUID exists only in secure contexts (not plain http on a LAN address).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface SubmissionKey {
  /** The key for this reviewed submission: the same while `submission` stays the same, a new one when it changes. */
  for(submission: unknown): string;
  /** Forget the key (after a success), so the next submission gets a new one even with the same values. */
  reset(): void;
}

/**
 * One Idempotency-Key per reviewed submission (decisions.md, Investing): a double click on
 * Invest Now or Add Funds sends the same key twice and the server charges once; changing the
 * form makes a new key.
 */
export function createSubmissionKey(makeKey: () => string = newIdempotencyKey): SubmissionKey {
  let fingerprint: string | null = null;
  let key = '';
  return {
    for(submission) {
      const next = JSON.stringify(submission);
      if (next !== fingerprint) {
        fingerprint = next;
        key = makeKey();
      }
      return key;
    },
    reset() {
      fingerprint = null;
    },
  };
}
