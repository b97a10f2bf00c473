import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { explorePageSchema, exploreQuerySchema } from '../../../common/schemas/explore';
import { projectSchema } from '../../../common/schemas/projects';
import type { AppDeps } from '../../app';
import { notFound } from '../../errors';
import { idParamsSchema, parseId } from '../ids';
import { exploreProjects } from './explore-projects';
import { findProject, listProjects } from './service';

const PROJECT_NOT_FOUND = "The investment opportunity you're looking for doesn't exist.";

export async function projectRoutes(app: FastifyInstance, { database, responseCache }: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The busiest read: answered from memory, cleared by every write (see plugins/response-cache.ts).
  routes.get('/api/tours', { schema: { response: { 200: z.array(projectSchema) } } }, async (request, reply) => {
    await responseCache.send(request, reply, 'tours', () => listProjects(database.db));
  });

  // Explore on the server: filtered, sorted, one keyset page at a time (see explore-projects.ts).
  routes.get('/api/projects', { schema: { querystring: exploreQuerySchema, response: { 200: explorePageSchema } } }, async (request) =>
    exploreProjects(database.db, request.query),
  );

  routes.get('/api/tours/:id', { schema: { params: idParamsSchema, response: { 200: projectSchema } } }, async (request) => {
    const project = await findProject(database.db, parseId(request.params.id, PROJECT_NOT_FOUND));
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    return project;
  });
}
