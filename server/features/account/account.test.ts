import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { send, signUpUser } from '../../test/test-app';
import { signUpCreator, uploadFile, useUploadTestApp } from '../../test/upload-helpers';
import { createProjectWithFiles } from '../../test/create-project-helpers';

const context = useUploadTestApp({ LOGINS_PER_CLIENT: '1000' });

async function createProject(app: typeof context.app, cookie: string): Promise<{ creator: { id: number } }> {
  const { response } = await createProjectWithFiles(app, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const fileId = (address: string) => /\/api\/(?:uploads|files)\/([0-9a-f-]{36})/.exec(address)?.[1] ?? '';

describe('PATCH /api/account', () => {
  it('saves the first and last name, which the signed-in user then reads', async () => {
    const { cookie } = await signUpUser(context.app, { firstName: 'Ada', lastName: 'Brook' });
    const saved = await send(context.app, {
      method: 'PATCH',
      url: '/api/account',
      cookie,
      payload: { firstName: ' Ada Mae ', lastName: 'Lin' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Ada Mae', lastName: 'Lin' });
    const me = await send(context.app, { method: 'GET', url: '/api/auth/user', cookie });
    expect(me.json()).toMatchObject({ firstName: 'Ada Mae', lastName: 'Lin' });
    const account = await send(context.app, { method: 'GET', url: '/api/account', cookie });
    expect(account.json()).toMatchObject({ user: { firstName: 'Ada Mae', lastName: 'Lin' }, creator: null });
  });

  it('refuses an empty name with the sign-up message, and a signed-out caller', async () => {
    const { cookie } = await signUpUser(context.app);
    const empty = await send(context.app, { method: 'PATCH', url: '/api/account', cookie, payload: { firstName: ' ', lastName: 'Lin' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'First name is required' });
    const unknown = await send(context.app, {
      method: 'PATCH',
      url: '/api/account',
      cookie,
      payload: { firstName: 'A', lastName: 'B', admin: true },
    });
    expect(unknown.statusCode).toBe(400);
    const signedOut = await send(context.app, { method: 'PATCH', url: '/api/account', payload: { firstName: 'A', lastName: 'B' } });
    expect(signedOut.statusCode).toBe(401);
  });

  it("takes an investor's uploaded image as the profile image, served to anyone; someone else's upload is refused", async () => {
    const { cookie } = await signUpUser(context.app);
    const uploadURL = await uploadFile(context.app, cookie, 'image');
    const saved = await send(context.app, {
      method: 'PATCH',
      url: '/api/account',
      cookie,
      payload: { firstName: 'Test', lastName: 'Investor', profileImageUrl: uploadURL },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profileImageUrl = saved.json().profileImageUrl as string;
    expect(profileImageUrl).toBe(`/api/files/${fileId(uploadURL)}`);
    const [row] = await context.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, fileId(uploadURL)));
    expect(row?.usedInProfile).toBe(true);
    // A visitor sees it, as the header's avatar and a creator's page need.
    const publicRead = await send(context.app, { method: 'GET', url: profileImageUrl });
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.headers['content-type']).toBe('image/png');

    const other = await signUpUser(context.app);
    const theft = await send(context.app, {
      method: 'PATCH',
      url: '/api/account',
      cookie: other.cookie,
      payload: { firstName: 'A', lastName: 'B', profileImageUrl },
    });
    expect(theft.statusCode).toBe(400);
    expect(theft.json()).toEqual({ message: 'The image must be one you uploaded here. Please upload the image again.' });

    // Removing it hands the file back to the sweep.
    const removed = await send(context.app, {
      method: 'PATCH',
      url: '/api/account',
      cookie,
      payload: { firstName: 'Test', lastName: 'Investor', profileImageUrl: null },
    });
    expect(removed.json().profileImageUrl).toBeNull();
    const [after] = await context.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, fileId(uploadURL)));
    expect(after?.usedInProfile).toBe(false);
  });

  it('refuses a song as the profile image', async () => {
    const { cookie } = await signUpCreator(context.app);
    const song = await uploadFile(context.app, cookie, 'music');
    const response = await send(context.app, {
      method: 'PATCH',
      url: '/api/account',
      cookie,
      payload: { firstName: 'Nova', lastName: 'Reyes', profileImageUrl: song },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'That file is not an image. Please upload a JPEG, PNG or WebP image.' });
  });
});

describe('PATCH /api/account/creator', () => {
  it('is refused until the first project made the creator profile', async () => {
    const { cookie } = await signUpCreator(context.app);
    const response = await send(context.app, {
      method: 'PATCH',
      url: '/api/account/creator',
      cookie,
      payload: { bio: 'Hi', imageUrl: null, spotifyUrl: '', websiteUrl: '' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Your creator profile is made with your first project. Create a project first.' });
  });

  it('saves bio, image, Spotify and website links, which /api/creators/{id} then shows with the new name', async () => {
    const { cookie } = await signUpCreator(context.app);
    const project = await createProject(context.app, cookie);
    const creatorId = project.creator.id;
    const image = await uploadFile(context.app, cookie, 'image');
    const saved = await send(context.app, {
      method: 'PATCH',
      url: '/api/account/creator',
      cookie,
      payload: {
        bio: '  Synth-pop from the coast.  ',
        imageUrl: image,
        spotifyUrl: 'https://open.spotify.com/artist/0abc',
        websiteUrl: 'https://nova.example',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: creatorId, bio: 'Synth-pop from the coast.', imageUrl: `/api/files/${fileId(image)}` });
    await send(context.app, { method: 'PATCH', url: '/api/account', cookie, payload: { firstName: 'Nova', lastName: 'Vale' } });
    const creator = await send(context.app, { method: 'GET', url: `/api/creators/${creatorId}` });
    expect(creator.json()).toMatchObject({
      name: 'Nova Vale',
      bio: 'Synth-pop from the coast.',
      imageUrl: `/api/files/${fileId(image)}`,
      socialLinks: { spotify: 'https://open.spotify.com/artist/0abc', website: 'https://nova.example' },
    });
    const account = await send(context.app, { method: 'GET', url: '/api/account', cookie });
    expect(account.json().creator).toMatchObject({ id: creatorId, name: 'Nova Vale', websiteUrl: 'https://nova.example' });

    // Empty links are none.
    const cleared = await send(context.app, {
      method: 'PATCH',
      url: '/api/account/creator',
      cookie,
      payload: { bio: '', imageUrl: null, spotifyUrl: '', websiteUrl: ' ' },
    });
    expect(cleared.json()).toMatchObject({ bio: '', imageUrl: null, spotifyUrl: null, websiteUrl: null });
    expect((await send(context.app, { method: 'GET', url: `/api/creators/${creatorId}` })).json().socialLinks).toEqual({});
  });

  it.each(['javascript:alert(1)', 'open.spotify.com/artist/1', 'ftp://files.example'])('refuses the link %s', async (link) => {
    const { cookie } = await signUpCreator(context.app);
    await createProject(context.app, cookie);
    const response = await send(context.app, {
      method: 'PATCH',
      url: '/api/account/creator',
      cookie,
      payload: { bio: '', imageUrl: null, spotifyUrl: link, websiteUrl: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please enter a full link starting with https://' });
  });
});
