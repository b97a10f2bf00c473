import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { historyQuerySchema, portfolioHistorySchema } from '../../../common/schemas/portfolio';
import type { AppDeps } from '../../app';
import { portfolioHistory } from './service';

export async function portfolioRoutes(app: FastifyInstance, { database, sessions }: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/portfolio/history',
    {
      schema: { querystring: historyQuerySchema, response: { 200: portfolioHistorySchema } },
      preValidation: async (request) => {
        await sessions.requireUser(request);
      },
    },
    async (request) => {
      const user = await sessions.requireUser(request);
      return portfolioHistory(database.db, user, request.query.range);
    },
  );
}
