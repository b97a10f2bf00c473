import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFundsResultSchema, addFundsSchema } from '@common/schemas/funds';
import { withdrawResultSchema, withdrawSchema } from '@common/schemas/withdraw';
import { signedInUser } from '../../plugins/auth-guard';
import { readIdempotencyKey } from '../idempotency';
import { addFunds } from './service';
import { withdraw } from './withdraw';

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
      config: { apiDocs: { idempotent: true } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const outcome = await addFunds(app.database.db, signedInUser(request).id, request.body, readIdempotencyKey(request), app.clock);
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(200).send(outcome.body);
    },
  );

  app.post(
    '/withdraw',
    {
      schema: {
        summary: 'Withdraw virtual money to the demo bank account',
        tags: ['funds'],
        body: withdrawSchema,
        response: { 200: withdrawResultSchema },
      },
      config: { apiDocs: { idempotent: true } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const outcome = await withdraw(app.database.db, user.id, request.body, readIdempotencyKey(request), app.clock);
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(200).send(outcome.body);
    },
  );
};
