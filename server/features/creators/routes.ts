import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creatorSchema, projectSchema } from '../../../common/schemas/projects';
import type { AppDeps } from '../../app';
import { notFound } from '../../errors';
import { idParamsSchema, parseId } from '../ids';
import { findCreator, listCreatorProjects } from './service';

const CREATOR_NOT_FOUND = "The creator you're looking for doesn't exist.";

export async function creatorRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/creators/:id', { schema: { params: idParamsSchema, response: { 200: creatorSchema } } }, async (request) => {
    const creator = await findCreator(database.db, parseId(request.params.id, CREATOR_NOT_FOUND));
    if (!creator) throw notFound(CREATOR_NOT_FOUND);
    return creator;
  });

  routes.get(
    '/api/creators/:id/projects',
    { schema: { params: idParamsSchema, response: { 200: z.array(projectSchema) } } },
    async (request) => {
      const projects = await listCreatorProjects(database.db, parseId(request.params.id, CREATOR_NOT_FOUND));
      if (!projects) throw notFound(CREATOR_NOT_FOUND);
      return projects;
    },
  );
}
