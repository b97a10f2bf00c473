import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerPageSchema, ledgerQuerySchema } from '@common/schemas/ledger';
import { signedInUser } from '../../plugins/auth-guard';
import { cashHistory } from './cash-history';

/** Under /api/ledger: the signed-in user's cash account, line by line. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        summary: "Read the account's ledger entries",
        tags: ['ledger'],
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) =>
      cashHistory(app.database.db, signedInUser(request).id, { cursor: request.query.cursor ?? null, limit: request.query.limit }),
  );
};
