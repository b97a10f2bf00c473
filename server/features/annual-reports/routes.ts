import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  annualReportFormSchema,
  annualReportPayloadSchema,
  annualReportSchema,
  creatorAnnualReportListSchema,
  creatorOverdueReportsSchema,
  projectAnnualReportsSchema,
  yearParamsSchema,
} from '@common/schemas/annual-reports';
import { signedInUser } from '../../plugins/auth-guard';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { AppError, CREATOR_NOT_FOUND, PROJECT_NOT_FOUND } from '../../errors';
import { fileAnnualReport, ONLY_THE_CREATOR_FILES, parseYear } from './file-report';
import { creatorOverdueReports, creatorReportList, filedReport, projectAnnualReports, reportForm } from './read-reports';

export const ONLY_CREATORS_REPORT = 'Only creator accounts file annual reports.';

/** Under /api: a funded project's annual reports, public to read, filed by its creator (docs/decisions/0047-annual-reports.md). */
export const annualReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const guard = app.requireCreator(ONLY_CREATORS_REPORT);

  app.get(
    '/projects/:id/annual-reports',
    {
      schema: {
        summary: "List a project's filed annual reports, newest year first, and the years whose report is overdue (anyone may read them)",
        tags: ['annual-reports'],
        params: idParamsSchema,
        response: { 200: projectAnnualReportsSchema },
      },
    },
    async (request) => projectAnnualReports(db, parseId(request.params.id, PROJECT_NOT_FOUND), app.clock.now()),
  );

  app.get(
    '/creators/:id/annual-reports',
    {
      schema: {
        summary: 'List a creator\'s overdue annual reports (anyone may read them: the profile shows "Annual report overdue")',
        tags: ['annual-reports'],
        params: idParamsSchema,
        response: { 200: creatorOverdueReportsSchema },
      },
    },
    async (request) => creatorOverdueReports(db, parseId(request.params.id, CREATOR_NOT_FOUND), app.clock.now()),
  );

  app.get(
    '/creator/annual-reports',
    {
      schema: {
        summary: "List the creator's annual reports: overdue first, then due, then filed",
        tags: ['annual-reports'],
        response: { 200: creatorAnnualReportListSchema },
      },
      preValidation: guard,
    },
    async (request) => creatorReportList(db, signedInUser(request).id, app.clock.now()),
  );

  app.get(
    '/creator/projects/:id/annual-reports/:year',
    {
      schema: {
        summary: "Read what the filing form of one year's annual report shows, its revenue from the books (the project's creator)",
        tags: ['annual-reports'],
        params: yearParamsSchema,
        response: { 200: annualReportFormSchema },
      },
      config: { apiDocs: { errors: { 403: ONLY_THE_CREATOR_FILES, 404: 'No such project, or no report owed for that year.' } } },
      preValidation: guard,
    },
    async (request) => {
      const projectId = parseId(request.params.id, PROJECT_NOT_FOUND);
      return reportForm(db, signedInUser(request).id, projectId, parseYear(request.params.year), app.clock.now());
    },
  );

  app.post(
    '/projects/:id/annual-reports/:year',
    {
      schema: {
        summary:
          "File a year's annual report (the project's creator): a business update and the use of funds per budget item; the revenue is read from the books",
        tags: ['annual-reports'],
        params: yearParamsSchema,
        body: annualReportPayloadSchema,
        response: { 201: annualReportSchema },
      },
      config: {
        apiDocs: {
          errors: {
            403: ONLY_THE_CREATOR_FILES,
            404: 'No such project, or no such year.',
            409: 'The report was filed already, or none is owed for that year.',
          },
        },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const projectId = parseId(request.params.id, PROJECT_NOT_FOUND);
      const year = parseYear(request.params.year);
      const now = app.clock.now();
      await fileAnnualReport(db, { userId: signedInUser(request).id, projectId, year, payload: request.body, at: now });
      const filed = await filedReport(db, projectId, year);
      if (!filed) throw new AppError(500, 'The report was not found after filing it.');
      return reply.code(201).send(filed);
    },
  );
};
