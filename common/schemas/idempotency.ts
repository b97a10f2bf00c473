/** An `Idempotency-Key` header's value: 1 to 200 visible ASCII characters (a UUID, say). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
