import { eq } from 'drizzle-orm';
import type { CreatorProfile } from '@common/schemas/account';
import type { Database, Transaction } from '../../db/client';
import { creators } from '../../db/schema';

/** The account's creator profile (made with its first project), or null. */
export async function findCreatorProfile(db: Database | Transaction, userId: number): Promise<CreatorProfile | null> {
  const [row] = await db
    .select({
      id: creators.id,
      name: creators.name,
      bio: creators.bio,
      imageUrl: creators.imageUrl,
      spotifyUrl: creators.spotifyUrl,
      websiteUrl: creators.websiteUrl,
    })
    .from(creators)
    .where(eq(creators.userId, userId))
    .limit(1);
  return row ?? null;
}
