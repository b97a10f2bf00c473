import { eq } from 'drizzle-orm';
import type { AccountProfilePayload, CreatorProfile, CreatorProfilePayload } from '@common/schemas/account';
import type { Database } from '../../db/client';
import { creators, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { SessionUser } from '../../plugins/sessions';
import { markProfileImages, ownImageAddress } from './profile-images';
import { findCreatorProfile } from './read-account';

export const NO_CREATOR_PROFILE = 'Your creator profile is made with your first project. Create a project first.';

/**
 * New names and, when given, a new profile image (null removes it). A creator profile made
 * from the account's name follows the new name, so /musician/{id} shows it too.
 */
export async function updateProfile(db: Database, user: SessionUser, payload: AccountProfilePayload): Promise<void> {
  const firstName = payload.firstName.trim();
  const lastName = payload.lastName.trim();
  await db.transaction(async (tx) => {
    const profileImageUrl =
      payload.profileImageUrl === undefined
        ? user.profileImageUrl
        : payload.profileImageUrl === null
          ? null
          : await ownImageAddress(tx, user.id, payload.profileImageUrl);
    await tx.update(users).set({ firstName, lastName, profileImageUrl }).where(eq(users.id, user.id));
    const [creator] = await tx
      .update(creators)
      .set({ name: `${firstName} ${lastName}` })
      .where(eq(creators.userId, user.id))
      .returning({ imageUrl: creators.imageUrl });
    await markProfileImages(tx, user.id, [profileImageUrl, creator?.imageUrl ?? null]);
  });
}

/** What /musician/{id} shows about the creator: bio, image, Spotify and website links. */
export async function updateCreatorProfile(db: Database, user: SessionUser, payload: CreatorProfilePayload): Promise<CreatorProfile> {
  return db.transaction(async (tx) => {
    const existing = await findCreatorProfile(tx, user.id);
    if (!existing) throw notFound(NO_CREATOR_PROFILE);
    const imageUrl =
      payload.imageUrl === null || payload.imageUrl === existing.imageUrl
        ? payload.imageUrl
        : await ownImageAddress(tx, user.id, payload.imageUrl);
    const [updated] = await tx
      .update(creators)
      .set({ bio: payload.bio.trim(), imageUrl, spotifyUrl: payload.spotifyUrl || null, websiteUrl: payload.websiteUrl || null })
      .where(eq(creators.userId, user.id))
      .returning({
        id: creators.id,
        name: creators.name,
        bio: creators.bio,
        imageUrl: creators.imageUrl,
        spotifyUrl: creators.spotifyUrl,
        websiteUrl: creators.websiteUrl,
      });
    if (!updated) throw notFound(NO_CREATOR_PROFILE);
    const [account] = await tx.select({ profileImageUrl: users.profileImageUrl }).from(users).where(eq(users.id, user.id));
    await markProfileImages(tx, user.id, [account?.profileImageUrl ?? null, updated.imageUrl]);
    return updated;
  });
}
