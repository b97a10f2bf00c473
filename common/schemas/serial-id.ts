import { z } from 'zod';

/** The largest id a PostgreSQL `serial` column holds. */
export const MAX_SERIAL = 2_147_483_647;

/** Whether `text` is the id of a row: a positive whole number within a `serial`'s range (0 too when `allowZero`). */
export function isSerialId(text: string, allowZero = false): boolean {
  return (allowZero && text === '0') || (/^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_SERIAL);
}

/** A query value naming a row by its id (a page cursor, a resume point), as a number; anything else is refused with `message`. */
export const serialIdText = (message: string, allowZero = false) =>
  z
    .string()
    .refine((text) => isSerialId(text, allowZero), message)
    .transform(Number);
