import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFundsResultSchema, addFundsSchema } from '@common/schemas/funds';
import { signedInUser } from '../../plugins/auth-guard';
import { readIdempotencyKey } from '../idempotency';
import { addFunds } from './service';

/** Under /api/funds. */
export const fundsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/add',
    {
      schema: {
        summary: 'Add virtual money to the account',
        tags: ['funds'],
        body: addFundsSchema,
        response: { 200: addFundsResultSchema },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const outcome = await addFunds(app.database.db, signedInUser(request).id, request.body, readIdempotencyKey(request));
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(200).send(outcome.body);
    },
  );
};
