import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROJECTS_PAUSED } from '@common/schemas/staff';
import { assertProjectsOpen } from '../halts';
import { z } from 'zod';
import { createProjectSchema } from '@common/schemas/create-project';
import { explorePageSchema, exploreQuerySchema } from '@common/schemas/explore';
import { projectDetailSchema, projectSchema } from '@common/schemas/projects';
import { notFound, PROJECT_NOT_FOUND } from '../../errors';
import { signedInUser } from '../../plugins/auth-guard';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { createProject } from './create-project';
import { exploreProjects } from './explore-projects';
import { findProject, listProjects } from './service';

export const ONLY_CREATORS_CREATE = 'Only creator accounts can create projects.';

/** The response cache's key for the whole list (also answered before routing: plugins/lean-cached-reads.ts). */
export const TOURS_CACHE_KEY = 'tours';

/** Under /api/tours: the spec's name for the project reads. */
export const tourRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, responseCache } = app;

  // The busiest read: answered from memory, cleared by every write (see plugins/response-cache.ts).
  app.get(
    '',
    { schema: { summary: 'List the tours', tags: ['tours'], response: { 200: z.array(projectSchema) } } },
    async (request, reply) => {
      await responseCache.send(request, reply, TOURS_CACHE_KEY, () => listProjects(database.db));
    },
  );

  app.get(
    '/:id',
    { schema: { summary: 'Read one tour', tags: ['tours'], params: idParamsSchema, response: { 200: projectDetailSchema } } },
    async (request) => {
      const project = await findProject(database.db, parseId(request.params.id, PROJECT_NOT_FOUND));
      if (!project) throw notFound(PROJECT_NOT_FOUND);
      return project;
    },
  );
};

/** Under /api/projects: Explore's paged search, and creating a project. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  // Explore on the server: filtered, sorted, one keyset page at a time (see explore-projects.ts).
  app.get(
    '',
    {
      schema: {
        summary: 'Explore the projects: search, filter, sort and page',
        tags: ['projects'],
        querystring: exploreQuerySchema,
        response: { 200: explorePageSchema },
      },
    },
    async (request) => exploreProjects(database.db, request.query),
  );

  app.post(
    '',
    {
      schema: { summary: 'Create a project (creators)', tags: ['projects'], body: createProjectSchema, response: { 201: projectSchema } },
      config: { apiDocs: { errors: { 409: 'An uploaded file is already used by another project.', 503: PROJECTS_PAUSED } } },
      // Paused or not is told before the form's fields are checked.
      preValidation: [app.requireCreator(ONLY_CREATORS_CREATE), () => assertProjectsOpen(database.db)],
    },
    async (request, reply) => reply.code(201).send(await createProject(database.db, signedInUser(request), request.body)),
  );
};
