import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createProjectSchema } from '../../../common/schemas/create-project';
import { projectSchema } from '../../../common/schemas/projects';
import type { AppDeps } from '../../app';
import { requireCreator } from '../auth/require-creator';
import { createProject } from './create-project';

export const ONLY_CREATORS_CREATE = 'Only creator accounts can create projects.';

export async function createProjectRoute(app: FastifyInstance, { database, sessions }: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/projects',
    {
      schema: { body: createProjectSchema, response: { 201: projectSchema } },
      // Signed out (401) and investors (403) are told so whatever the body holds.
      preValidation: async (request) => void (await requireCreator(sessions, request, ONLY_CREATORS_CREATE)),
    },
    async (request, reply) => {
      const user = await requireCreator(sessions, request, ONLY_CREATORS_CREATE);
      return reply.code(201).send(await createProject(database.db, user, request.body));
    },
  );
}
