import { z } from 'zod';
import { isSerialId } from '@common/schemas/serial-id';
import { notFound } from '../errors';

/** Route ids are positive serials; anything else (`abc`, `../../etc/passwd`, 1e99) is simply not found. */
export function parseId(text: string, message: string): number {
  if (!isSerialId(text)) throw notFound(message);
  return Number(text);
}

export const idParamsSchema = z.object({ id: z.string().max(200) });
