import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { followListSchema } from '@common/schemas/follows';
import { signedInUser } from '../../plugins/auth-guard';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { follow, listFollows, unfollow } from './service';
import { PROJECT_NOT_FOUND } from '../../errors';

const noContent = { 204: z.null().describe('Done; following (or not) either way.') };

/** Under /api/follows: the signed-in user's watchlist. */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '',
    {
      schema: { summary: 'List the projects the account follows', tags: ['follows'], response: { 200: followListSchema } },
      preValidation: app.requireUser,
    },
    async (request) => listFollows(db, signedInUser(request).id, app.clock.now()),
  );

  app.put(
    '/projects/:id',
    {
      schema: { summary: 'Follow a project', tags: ['follows'], params: idParamsSchema, response: noContent },
      config: { apiDocs: { errors: { 403: "Creators can't follow their own projects." } } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      await follow(db, signedInUser(request).id, parseId(request.params.id, PROJECT_NOT_FOUND));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/projects/:id',
    {
      schema: { summary: 'Stop following a project', tags: ['follows'], params: idParamsSchema, response: noContent },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      await unfollow(db, signedInUser(request).id, parseId(request.params.id, PROJECT_NOT_FOUND));
      return reply.code(204).send(null);
    },
  );
};
