import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creatorSchema, projectSchema } from '@common/schemas/projects';
import { CREATOR_NOT_FOUND, notFound } from '../../errors';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { findCreator, listCreatorProjects } from './service';

/** Under /api/creators. */
export const creatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/:id',
    { schema: { summary: 'Read a creator', tags: ['creators'], params: idParamsSchema, response: { 200: creatorSchema } } },
    async (request) => {
      const creator = await findCreator(db, parseId(request.params.id, CREATOR_NOT_FOUND));
      if (!creator) throw notFound(CREATOR_NOT_FOUND);
      return creator;
    },
  );

  app.get(
    '/:id/projects',
    {
      schema: {
        summary: "List a creator's projects",
        tags: ['creators'],
        params: idParamsSchema,
        response: { 200: z.array(projectSchema) },
      },
    },
    async (request) => {
      const projects = await listCreatorProjects(db, parseId(request.params.id, CREATOR_NOT_FOUND));
      if (!projects) throw notFound(CREATOR_NOT_FOUND);
      return projects;
    },
  );
};
