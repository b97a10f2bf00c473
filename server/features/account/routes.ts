import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountProfileSchema, accountSchema, creatorProfileSchema, creatorProfileUpdateSchema } from '@common/schemas/account';
import { currentUserSchema } from '@common/schemas/auth';
import { signedInUser } from '../../plugins/auth-guard';
import { currentAccount } from '../auth';
import { findCreatorProfile } from './read-account';
import { updateCreatorProfile, updateProfile } from './update-profile';

/** Under /api/account: the signed-in user's own settings. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, sessions } = app;
  const { db } = database;

  // Every answer here is the caller's own: never kept by a browser or proxy cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '',
    {
      schema: {
        summary: 'Read the account settings: the account and its creator profile (null before the first project)',
        tags: ['account'],
        response: { 200: accountSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => {
      const user = signedInUser(request);
      return { user: await currentAccount(db, user.id), creator: await findCreatorProfile(db, user.id) };
    },
  );

  app.patch(
    '',
    {
      schema: {
        summary: 'Change the first and last name and the profile image',
        tags: ['account'],
        body: accountProfileSchema,
        response: { 200: currentUserSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => {
      const user = signedInUser(request);
      await updateProfile(db, user, request.body);
      sessions.refreshUser(user.id);
      return currentAccount(db, user.id);
    },
  );

  app.patch(
    '/creator',
    {
      schema: {
        summary: 'Change the creator profile /musician/{id} shows: bio, image, Spotify and website links',
        tags: ['account'],
        body: creatorProfileUpdateSchema,
        response: { 200: creatorProfileSchema },
      },
      config: { apiDocs: { errors: { 404: 'The account has no creator profile yet.' } } },
      preValidation: app.requireUser,
    },
    async (request) => updateCreatorProfile(db, signedInUser(request), request.body),
  );
};
