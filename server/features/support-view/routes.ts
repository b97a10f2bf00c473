import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSearchQuerySchema, accountSearchSchema, supportViewRequestSchema, supportViewSchema } from '@common/schemas/operator-views';
import { timeIn } from '../../clock';
import { notFound } from '../../errors';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { recordAudit } from '../staff';
import { supportView } from './account-view';
import { findAccounts } from './find-accounts';

export const NO_ACCOUNT_WITH_ID = 'No account has this id.';

/** Under /api/operator/support: find an account and open its read-only view. Nothing here changes money or signs in as anyone. */
export const supportViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app;

  app.get(
    '/accounts',
    {
      schema: {
        summary: 'Find an account by its exact email or its id',
        tags: ['operator'],
        querystring: accountSearchQuerySchema,
        response: { 200: accountSearchSchema },
      },
      preValidation: app.requireStaff('view_accounts'),
    },
    async (request) => findAccounts(database.db, request.query.query),
  );

  // A POST although it reads: opening the view writes its reason to the audit log.
  app.post(
    '/accounts/:id/view',
    {
      schema: {
        summary: "Open an account's read-only view (balances, investments, orders, limit, notices, sessions), with the reason audited",
        tags: ['operator'],
        params: idParamsSchema,
        body: supportViewRequestSchema,
        response: { 200: supportViewSchema },
      },
      config: { apiDocs: { errors: { 404: NO_ACCOUNT_WITH_ID } } },
      preValidation: app.requireStaff('view_accounts'),
    },
    async (request) => {
      const userId = parseId(request.params.id, NO_ACCOUNT_WITH_ID);
      // The audit row and the reads commit together: no view is shown that the log does not hold.
      return database.db.transaction(async (tx) => {
        const view = await supportView(tx, userId, await timeIn(tx, clock));
        if (!view) throw notFound(NO_ACCOUNT_WITH_ID);
        await recordAudit(tx, request, { action: 'support.view', target: `user:${userId}`, reason: request.body.reason });
        return view;
      });
    },
  );
};
