import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  historyQuerySchema,
  performanceQuerySchema,
  portfolioHistorySchema,
  portfolioPerformanceSchema,
  portfolioSummarySchema,
} from '@common/schemas/portfolio';
import { signedInUser } from '../../plugins/auth-guard';
import { portfolioPerformance } from './performance';
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

  app.get(
    '/performance',
    {
      schema: {
        summary: 'Read the money-weighted and time-weighted returns, per holding and in total, with the cash flows behind them',
        tags: ['portfolio'],
        querystring: performanceQuerySchema,
        response: { 200: portfolioPerformanceSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => portfolioPerformance(app.database.db, signedInUser(request).id, request.query.range, app.clock.now()),
  );
};
