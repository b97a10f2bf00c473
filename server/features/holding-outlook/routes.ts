import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holdingOutlookSchema, incomeCalendarSchema } from '@common/schemas/holding-outlook';
import { signedInUser } from '../../plugins/auth-guard';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { INVESTMENT_NOT_FOUND } from '../investments';
import { HOLDING_PAYS_NOTHING, holdingOutlook } from './holding-outlook';
import { incomeCalendar } from './income-calendar';

/** Under /api: a holding's forecast at purchase beside what it was paid, and the account's income calendar; the signed-in owner's only. */
export const holdingOutlookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/investments/:id/outlook',
    {
      schema: {
        summary:
          "A holding's band forecast on the day it was bought (hypothetical; reproduced from the project's default seed and that day's inputs) with what each quarter paid it",
        tags: ['outlook'],
        params: idParamsSchema,
        response: { 200: holdingOutlookSchema },
      },
      preValidation: app.requireUser,
      config: { apiDocs: { errors: { 404: INVESTMENT_NOT_FOUND, 409: HOLDING_PAYS_NOTHING } } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return holdingOutlook(db, signedInUser(request).id, parseId(request.params.id, INVESTMENT_NOT_FOUND), app.clock.now());
    },
  );

  app.get(
    '/portfolio/income-calendar',
    {
      schema: {
        summary:
          "The account's income calendar: payouts by quarter, then the next four quarters' estimates (hypothetical: the P50 of each open holding's forecast, summed)",
        tags: ['outlook'],
        response: { 200: incomeCalendarSchema },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return incomeCalendar(db, signedInUser(request).id, app.clock.now());
    },
  );
};
