import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payoutListSchema, payoutQuerySchema, payoutSummarySchema, statementQuerySchema } from '@common/schemas/payouts';
import { signedInUser } from '../../plugins/auth-guard';
import { listPayouts, payoutStatement, payoutSummary } from './payout-lines';

/** Under /api/payouts: the signed-in user's own payout lines, never anyone else's. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '',
    {
      schema: {
        summary: "List the account's quarterly payouts",
        tags: ['payouts'],
        querystring: payoutQuerySchema,
        response: { 200: payoutListSchema },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listPayouts(db, signedInUser(request).id, request.query.limit ?? null);
    },
  );

  app.get(
    '/summary',
    {
      schema: {
        summary: "Count and sum the account's payouts, and list the years that had any",
        tags: ['payouts'],
        response: { 200: payoutSummarySchema },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return payoutSummary(db, signedInUser(request).id);
    },
  );

  app.get(
    '/statement.csv',
    {
      schema: {
        summary: "Download a year's payout statement as CSV",
        tags: ['payouts'],
        querystring: statementQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z
            .string()
            .describe(
              "The statement as CSV: a header row, one line per payout of the year's quarters, then a total row; amounts as decimal strings.",
            ),
        },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const { year } = request.query;
      const statement = await payoutStatement(db, signedInUser(request).id, year);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="stagebacker-payouts-${year}.csv"`)
        .type('text/csv; charset=utf-8')
        .serializer((payload: string) => payload)
        .send(statement);
    },
  );
};
