import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUpdateSchema, projectUpdateSchema, updateListQuerySchema, updateListSchema } from '@common/schemas/updates';
import { signedInUser } from '../../plugins/auth-guard';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { listUpdates, postUpdate } from './service';
import { PROJECT_NOT_FOUND } from '../../errors';

/** Under /api/projects: a project's updates, posted by its creator. */
export const updateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/:id/updates',
    {
      schema: {
        summary: "List a project's updates the caller may read",
        tags: ['projects'],
        params: idParamsSchema,
        querystring: updateListQuerySchema,
        response: { 200: updateListSchema },
      },
    },
    async (request, reply) => {
      const projectId = parseId(request.params.id, PROJECT_NOT_FOUND);
      const viewer = await app.sessions.user(request);
      // What it holds depends on who asks (investors-only updates): never shared by a cache.
      reply.header('cache-control', 'private, no-store');
      return listUpdates(db, viewer?.id ?? null, projectId, request.query, app.clock.now());
    },
  );

  app.post(
    '/:id/updates',
    {
      schema: {
        summary: 'Post an update to a project (its creator)',
        tags: ['projects'],
        params: idParamsSchema,
        body: createUpdateSchema,
        response: { 201: projectUpdateSchema },
      },
      config: { apiDocs: { errors: { 403: "Only the project's creator posts its updates.", 429: 'Too many updates from this account.' } } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const projectId = parseId(request.params.id, PROJECT_NOT_FOUND);
      const { windowMs, updatesPerUser } = app.config.rateLimits;
      // Each update notifies every follower and investor of the project.
      await app.rateLimiter.hit({
        key: `update:user:${signedInUser(request).id}`,
        limit: updatesPerUser,
        windowMs,
        message: `Too many updates. Please try again in ${Math.round(windowMs / 60_000)} minutes.`,
      });
      return reply.code(201).send(await postUpdate(db, signedInUser(request).id, projectId, request.body, app.clock));
    },
  );
};
