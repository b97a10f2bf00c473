import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB, 2 iterations, parallelism 1 (about 12 ms a hash here).
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** Verifying against this keeps a login for an unknown email as slow as one for a known email. */
export const unknownUserHash = hash('stagebacker-timing-equaliser', argon2Options);
