import { z } from 'zod';
import { notFound } from '../errors';

const MAX_SERIAL = 2_147_483_647;

/** Route ids are positive serials; anything else (`abc`, `../../etc/passwd`, 1e99) is simply not found. */
export function parseId(text: string, message: string): number {
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > MAX_SERIAL) throw notFound(message);
  return Number(text);
}

export const idParamsSchema = z.object({ id: z.string().max(200) });
