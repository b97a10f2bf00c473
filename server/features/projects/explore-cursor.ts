import { z } from 'zod';
import type { ExploreSort } from '@common/rules/explore';
import { badRequest } from '../../errors';

export const INVALID_CURSOR = 'This cursor is not valid for this list. Start again from the first page.';

const id = z.number().int().positive().max(2_147_483_647);
const cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A real UTC instant to the microsecond, as the database wrote it; 2024-02-31 or hour 25 would make the query fail. */
function isStoredTime(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(text)) return false;
  const toMilliseconds = `${text.slice(0, 23)}Z`;
  const date = new Date(toMilliseconds);
  return !Number.isNaN(date.getTime()) && date.toISOString() === toMilliseconds && date.getUTCFullYear() >= 1;
}

/**
 * Where a page ended: the last project's sort key, exactly as stored (cents as integers, the
 * creation time to the microsecond), its id, the tie-break, and whether it is open (the first
 * key when every status is listed). Trending keeps raised and goal rather than their quotient,
 * so the database recomputes the same double.
 */
const open = z.boolean();
const cursorSchema = z.discriminatedUnion('sort', [
  z.object({ sort: z.literal('trending'), open, raised: cents, goal: cents.min(1), id }),
  z.object({ sort: z.literal('newest'), open, createdAt: z.string().refine(isStoredTime), id }),
  z.object({ sort: z.literal('funding_goal'), open, cents, id }),
  z.object({ sort: z.literal('min_investment'), open, cents, id }),
]);
export type ExploreCursor = z.infer<typeof cursorSchema>;

/** Opaque to clients: base64url JSON. */
export function encodeCursor(cursor: ExploreCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor, if it is one of ours and made for this sort; else a 400. */
export function decodeCursor(text: string, sort: ExploreSort): ExploreCursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.sort !== sort) throw badRequest(INVALID_CURSOR);
  return parsed.data;
}
