import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { haltListSchema, haltSchema, liftHaltSchema } from '@common/schemas/staff';
import { halt, haltsInForce, liftHalt, NOT_HALTED } from './halts';

/** Under /api: the halts in force (public: users are told where one applies), and an admin's halts and lifts. */
export const haltRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const done = z.null().describe('Done; it applies on every server at once.');

  app.get(
    '/halts',
    {
      schema: {
        summary: 'List the halts in force (trading, sign-ups, new projects), each with its reason',
        tags: ['operator'],
        response: { 200: haltListSchema },
      },
    },
    async () => haltsInForce(db),
  );

  app.post(
    '/operator/halts',
    {
      schema: {
        summary: 'Halt trading in one project or all, pause sign-ups, or pause new projects, with a reason',
        tags: ['operator'],
        body: haltSchema,
        response: { 204: done },
      },
      preValidation: app.requireStaff('halt'),
    },
    async (request, reply) => {
      await halt(db, request, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/operator/halts/lift',
    {
      schema: { summary: 'Lift a halt', tags: ['operator'], body: liftHaltSchema, response: { 204: done } },
      config: { apiDocs: { errors: { 409: NOT_HALTED } } },
      preValidation: app.requireStaff('halt'),
    },
    async (request, reply) => {
      await liftHalt(db, request, request.body);
      return reply.code(204).send(null);
    },
  );
};
