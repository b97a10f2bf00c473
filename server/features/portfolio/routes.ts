import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyQuerySchema, portfolioHistorySchema, portfolioSummarySchema } from '@common/schemas/portfolio';
import { signedInUser } from '../../plugins/auth-guard';
import { portfolioHistory } from './service';
import { portfolioSummary } from './summary';

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

  app.get(
    '/summary',
    {
      schema: {
        summary: 'Read what the investor has: cash, escrow, holdings and net worth',
        tags: ['portfolio'],
        response: { 200: portfolioSummarySchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => portfolioSummary(app.database.db, signedInUser(request).id),
  );
};
