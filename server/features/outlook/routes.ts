import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outlookQuerySchema, outlookSchema } from '@common/schemas/outlook';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { PROJECT_NOT_FOUND } from '../../errors';
import { NOTHING_TO_FORECAST, projectOutlook } from './outlook';

/** Under /api: a project's simulated outlook, public (every figure hypothetical). */
export const outlookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:id/outlook',
    {
      schema: {
        summary:
          'Simulate what an amount in the project could pay (hypothetical): quarterly payout bands, the plan, money back, loss, IRR, multiple, break-even',
        tags: ['outlook'],
        params: idParamsSchema,
        querystring: outlookQuerySchema,
        response: { 200: outlookSchema },
      },
      config: { apiDocs: { errors: { 409: NOTHING_TO_FORECAST } } },
    },
    async (request) => projectOutlook(app.database.db, parseId(request.params.id, PROJECT_NOT_FOUND), request.query, app.clock.now()),
  );
};
