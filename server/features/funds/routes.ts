import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addFundsResultSchema, addFundsSchema } from '../../../common/schemas/funds';
import type { AppDeps } from '../../app';
import { readIdempotencyKey } from '../idempotency/idempotency';
import { addFunds } from './service';

export async function fundsRoutes(app: FastifyInstance, { database, sessions }: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/funds/add',
    {
      schema: { body: addFundsSchema, response: { 200: addFundsResultSchema } },
      // Signed out is a 401 whatever the body holds.
      preValidation: async (request) => void (await sessions.requireUser(request)),
    },
    async (request, reply) => {
      const user = await sessions.requireUser(request);
      const outcome = await addFunds(database.db, user.id, request.body, readIdempotencyKey(request));
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(200).send(outcome.body);
    },
  );
}
