import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { closedInvestmentSchema, investmentRequestSchema, investmentSchema, saleResultSchema } from '@common/schemas/investments';
import { signedInUser } from '../../plugins/auth-guard';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { readIdempotencyKey } from '../idempotency';
import { INVESTMENT_NOT_FOUND, sellInvestment } from './sell';
import { invest, investmentHistory, listInvestments } from './service';

/** Under /api/investments. */
export const investmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, requireUser } = app;

  app.post(
    '',
    {
      schema: { summary: 'Invest in a project', tags: ['investments'], body: investmentRequestSchema, response: { 201: investmentSchema } },
      config: {
        apiDocs: {
          idempotent: true,
          errors: {
            403: "Creators can't invest in their own campaigns, and someone under 18 can't invest.",
            404: 'No such project.',
          },
        },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const outcome = await invest(database.db, signedInUser(request), request.body, readIdempotencyKey(request), clock);
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(outcome.body);
    },
  );

  app.get(
    '',
    {
      schema: { summary: "List the account's investments", tags: ['investments'], response: { 200: z.array(investmentSchema) } },
      preValidation: requireUser,
    },
    async (request) => listInvestments(database.db, signedInUser(request).id),
  );

  app.get(
    '/history',
    {
      schema: {
        summary: "List the account's closed investments",
        tags: ['investments'],
        response: { 200: z.array(closedInvestmentSchema) },
      },
      preValidation: requireUser,
    },
    async (request) => investmentHistory(database.db, signedInUser(request).id),
  );

  app.delete(
    '/:id',
    {
      schema: { summary: 'Sell an investment back', tags: ['investments'], params: idParamsSchema, response: { 200: saleResultSchema } },
      config: {
        apiDocs: {
          errors: { 409: 'The investment is already closed, has shares held by open sell orders, or is past its cancellation window.' },
        },
      },
      preValidation: requireUser,
    },
    async (request) => sellInvestment(database.db, signedInUser(request).id, parseId(request.params.id, INVESTMENT_NOT_FOUND), clock),
  );
};
