import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyQuerySchema, portfolioHistorySchema } from '@common/schemas/portfolio';
import { signedInUser } from '../../plugins/auth-guard';
import { portfolioHistory } from './service';

/** Under /api/portfolio. */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/history',
    {
      schema: {
        summary: "Read the portfolio's value over time",
        tags: ['portfolio'],
        querystring: historyQuerySchema,
        response: { 200: portfolioHistorySchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => portfolioHistory(app.database.db, signedInUser(request), request.query.range, app.clock.now()),
  );
};
