import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outlookQuerySchema, projectOutlookSchema } from '@common/schemas/outlook';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { PROJECT_NOT_FOUND } from '../../errors';
import { NOTHING_TO_FORECAST, projectOutlook } from './outlook';
import { calibrationSchema, compareQuerySchema, compareSchema } from '@common/schemas/outlook-compare';
import { compareOutlooks } from './compare';
import { calibration } from './calibration';

/** Under /api: a project's simulated outlook, public (every figure hypothetical). */
export const outlookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:id/outlook',
    {
      schema: {
        summary:
          'Simulate what an amount in the project could pay (hypothetical): quarterly payout bands, the plan, money back, loss, IRR, multiple, break-even, and the inputs simulated',
        tags: ['outlook'],
        params: idParamsSchema,
        querystring: outlookQuerySchema,
        response: { 200: projectOutlookSchema },
      },
      config: { apiDocs: { errors: { 409: NOTHING_TO_FORECAST } } },
    },
    async (request) => projectOutlook(app.database.db, parseId(request.params.id, PROJECT_NOT_FOUND), request.query, app.clock.now()),
  );

  app.get(
    '/outlook/compare',
    {
      schema: {
        summary:
          'Compare up to four projects (hypothetical): the same amount in each (P10/P50/P90 IRR, chance of any loss, break-even, money back within 3 years) and split evenly across them',
        tags: ['outlook'],
        querystring: compareQuerySchema,
        response: { 200: compareSchema },
      },
      config: { apiDocs: { errors: { 404: 'There is no project 99 to compare.' } } },
    },
    async (request) => compareOutlooks(app.database.db, request.query, app.clock.now()),
  );

  app.get(
    '/outlook/calibration',
    {
      schema: {
        summary:
          'How good are the forecasts: of every funded project-quarter paid so far, the share whose payout per dollar fell inside the P10-P90 band forecast at funding, with the count',
        tags: ['outlook'],
        response: { 200: calibrationSchema },
      },
    },
    async () => calibration(app.database.db),
  );
};
