import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementParamsSchema, statementQuerySchema, statementYearsSchema, yearStatementSchema } from '@common/schemas/statements';
import { signedInUser } from '../../plugins/auth-guard';
import { statementYears, yearStatement } from '../ledger';
import { statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';

/** Under /api/statements: the signed-in account's yearly statements (decisions.md, "Statements that reconcile"). */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '',
    {
      schema: {
        summary: 'List the sandbox years in which the account had activity',
        tags: ['statements'],
        response: { 200: statementYearsSchema },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { years: await statementYears(db, signedInUser(request).id) };
    },
  );

  app.get(
    '/:year',
    {
      schema: {
        summary: "Read the account's statement for a sandbox year, as JSON, CSV or PDF",
        description:
          'Every figure equals the ledger of that year (UTC, sandbox clock) to the cent, and openingCash + deposits - withdrawals - invested + refunds + ' +
          'revenueShareIncome + salesProceeds - sellerFees + creatorNetProceeds + creatorRevenueShare - reservedChange = closingCash. ' +
          '`?format=csv` downloads it as CSV (text/csv) and `?format=pdf` as a PDF (application/pdf) that says ' +
          '"Sandbox: virtual money, not a tax document" on every page. A year without activity answers its opening cash and zeros.',
        tags: ['statements'],
        params: statementParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: yearStatementSchema },
      },
      config: {
        apiDocs: {
          downloads: {
            'text/csv': { description: "With ?format=csv: the statement's lines, then each sale and their total, with a header row." },
            'application/pdf': { description: 'With ?format=pdf: the statement as a PDF with selectable text.', binary: true },
          },
        },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { year } = request.params;
      const statement = await yearStatement(db, user.id, year);
      reply.header('cache-control', 'private, no-store');
      const format = request.query.format ?? 'json';
      if (format === 'json') return statement;
      // A download: its bytes, not the JSON the response schema describes (the reply is the plain one, without the schema's type).
      const download = (reply as FastifyReply).header(
        'content-disposition',
        `attachment; filename="stagebacker-statement-${year}.${format}"`,
      );
      if (format === 'csv') {
        return download
          .type('text/csv; charset=utf-8')
          .serializer((payload: string) => payload)
          .send(statementCsv(statement));
      }
      const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
      return download.type('application/pdf').send(await statementPdf(statement, { name, email: user.email }, app.clock.now()));
    },
  );
};
