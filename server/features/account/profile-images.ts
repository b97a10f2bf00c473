import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { uploads } from '../../db/schema';
import { badRequest } from '../../errors';
import { fileAddress, parseIssuedAddress, tokenMatches } from '../uploads';

const NOT_YOUR_IMAGE = 'The image must be one you uploaded here. Please upload the image again.';

/**
 * The stored address of an image the user uploaded: the upload address the browser was given
 * or the file's own address, of a fully received image of theirs. Anything else is a 400 with
 * one message, so someone else's upload is not revealed.
 */
export async function ownImageAddress(tx: Transaction, userId: number, address: string): Promise<string> {
  const parsed = parseIssuedAddress(address);
  if (!parsed) throw badRequest(NOT_YOUR_IMAGE);
  const [row] = await tx.select().from(uploads).where(eq(uploads.id, parsed.id)).limit(1);
  if (!row || row.userId !== userId || (parsed.token !== null && !tokenMatches(row.tokenHash, parsed.token)))
    throw badRequest(NOT_YOUR_IMAGE);
  if (row.fileType !== 'image') throw badRequest('That file is not an image. Please upload a JPEG, PNG or WebP image.');
  if (!row.storedAt) throw badRequest('The image was not uploaded completely. Please upload the image again.');
  return fileAddress(row.id);
}

/**
 * Marks the user's uploads that their profile shows (account image, creator image) as in use:
 * public, and kept by the sweep of unused uploads; an image no longer shown goes back to the sweep.
 */
export async function markProfileImages(tx: Transaction, userId: number, shown: ReadonlyArray<string | null>): Promise<void> {
  const ids = shown.flatMap((address) => {
    const parsed = address ? parseIssuedAddress(address) : null;
    return parsed ? [parsed.id] : [];
  });
  const mine = and(eq(uploads.userId, userId), eq(uploads.usedInProfile, true));
  await tx
    .update(uploads)
    .set({ usedInProfile: false })
    .where(ids.length > 0 ? and(mine, notInArray(uploads.id, ids)) : mine);
  if (ids.length > 0)
    await tx
      .update(uploads)
      .set({ usedInProfile: true })
      .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids)));
}
