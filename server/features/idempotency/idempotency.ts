import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { IDEMPOTENCY_KEY_PATTERN } from '@common/schemas/idempotency';
import { AppError } from '../../errors';

/** A request that carries an `Idempotency-Key`: who sent it, the key, and a hash of what it asked. */
export interface IdempotentRequest {
  userId: number;
  key: string;
  requestHash: string;
}

export interface Outcome<Body> {
  status: number;
  body: Body;
  /** True when this is the stored answer to an earlier request with the same key. */
  replayed: boolean;
}

/** The header's value, or null when there is none; 400 for an unusable one. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError(400, 'The Idempotency-Key header must be 1 to 200 visible characters.');
  }
  return value;
}

/** The same operation with the same (parsed) payload hashes the same, however the JSON was spelt. */
export function idempotentRequest(userId: number, key: string | null, operation: string, payload: unknown): IdempotentRequest | null {
  if (key === null) return null;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([operation, payload]))
    .digest('hex');
  return { userId, key, requestHash };
}

/**
 * Runs `work` in one transaction. With a key, the transaction first claims (user, key) by
 * inserting it: the primary key makes a racing duplicate wait for the first to finish, then
 * see its row and answer with the stored result instead of charging again. Only successful
 * results are stored: a refused request charged nothing, so retrying it with the key is safe.
 */
export async function runIdempotent<Body>(
  db: Database,
  request: IdempotentRequest | null,
  work: (tx: Transaction) => Promise<{ status: number; body: Body }>,
): Promise<Outcome<Body>> {
  return db.transaction(async (tx) => {
    if (request) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId: request.userId, key: request.key, requestHash: request.requestHash, responseStatus: 0, responseBody: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) return replay<Body>(tx, request);
    }
    const result = await work(tx);
    if (request) {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: result.status, responseBody: result.body })
        .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
    }
    return { ...result, replayed: false };
  });
}

/** Read committed: after the claim waited for the first request, this read sees its stored answer. */
async function replay<Body>(tx: Transaction, request: IdempotentRequest): Promise<Outcome<Body>> {
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)))
    .limit(1);
  if (!stored || stored.responseStatus === 0) {
    throw new AppError(409, 'A request with this Idempotency-Key is still being processed. Please try again.');
  }
  if (stored.requestHash !== request.requestHash) {
    throw new AppError(422, 'This Idempotency-Key was already used for a different request.');
  }
  return { status: stored.responseStatus, body: stored.responseBody as Body, replayed: true };
}
