import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  moderationClaimSchema,
  moderationQuerySchema,
  moderationQueueSchema,
  postingBanResultSchema,
  postingBanSchema,
  removePostSchema,
} from '@common/schemas/staff';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import {
  banFromPosting,
  CLAIMED_BY_ANOTHER,
  claimPost,
  decide,
  MODERATION_CHANNEL,
  moderationQueue,
  NO_SUCH_ACCOUNT,
  NOT_REMOVED,
  POST_NOT_FOUND,
} from './moderation';

/** Under /api/operator/moderation: the reported and hidden posts, claims, decisions and posting bans. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const decided = z.null().describe('Decided; every server drops its cached pages.');

  // A decision on any server clears every server's cached pages, so nobody reads a removed post from a cache.
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(MODERATION_CHANNEL, () => app.responseCache.invalidate());
  });
  app.addHook('onClose', async () => stopListening?.());

  app.get(
    '',
    {
      schema: {
        summary: 'List the posts awaiting a moderator: reported (1 or 2 reports) or hidden (3 or more), oldest report first',
        tags: ['operator'],
        querystring: moderationQuerySchema,
        response: { 200: moderationQueueSchema },
      },
      preValidation: app.requireStaff('moderate_posts'),
    },
    async (request) => moderationQueue(db, request.query.queue),
  );

  app.post(
    '/posts/:id/claim',
    {
      schema: {
        summary: 'Claim a post for 5 minutes while deciding (another moderator is refused meanwhile)',
        tags: ['operator'],
        params: idParamsSchema,
        response: { 200: moderationClaimSchema },
      },
      config: { apiDocs: { errors: { 404: POST_NOT_FOUND, 409: CLAIMED_BY_ANOTHER } } },
      preValidation: app.requireStaff('moderate_posts'),
    },
    async (request) => claimPost(db, request, parseId(request.params.id, POST_NOT_FOUND)),
  );

  app.post(
    '/posts/:id/remove',
    {
      schema: {
        summary: 'Remove a post with a reason; it keeps its place as "Removed by a moderator: {reason}"',
        tags: ['operator'],
        params: idParamsSchema,
        body: removePostSchema,
        response: { 204: decided },
      },
      config: { apiDocs: { errors: { 404: POST_NOT_FOUND, 409: CLAIMED_BY_ANOTHER } } },
      preValidation: app.requireStaff('moderate_posts'),
    },
    async (request, reply) => {
      await decide(db, request, parseId(request.params.id, POST_NOT_FOUND), { kind: 'remove', reason: request.body.reason });
      return reply.code(204).send(null);
    },
  );

  for (const kind of ['restore', 'keep'] as const) {
    app.post(
      `/posts/:id/${kind}`,
      {
        schema: {
          summary: kind === 'restore' ? 'Restore a removed post' : 'Keep a reported post as it is (its reports are answered)',
          tags: ['operator'],
          params: idParamsSchema,
          response: { 204: decided },
        },
        config: {
          apiDocs: {
            errors: { 404: POST_NOT_FOUND, 409: kind === 'restore' ? `${CLAIMED_BY_ANOTHER} / ${NOT_REMOVED}` : CLAIMED_BY_ANOTHER },
          },
        },
        preValidation: app.requireStaff('moderate_posts'),
      },
      async (request, reply) => {
        await decide(db, request, parseId(request.params.id, POST_NOT_FOUND), { kind });
        return reply.code(204).send(null);
      },
    );
  }

  app.post(
    '/bans',
    {
      schema: {
        summary: 'Ban an account from posting questions and answers for a number of days, with a reason',
        tags: ['operator'],
        body: postingBanSchema,
        response: { 200: postingBanResultSchema },
      },
      config: { apiDocs: { errors: { 404: NO_SUCH_ACCOUNT } } },
      preValidation: app.requireStaff('ban_posters'),
    },
    async (request) => banFromPosting(db, request, request.body),
  );
};
