import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creatorDashboardSchema, creatorProjectListSchema, projectInvestorListSchema } from '@common/schemas/creator-dashboard';
import { signedInUser } from '../../plugins/auth-guard';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { creatorQuestionListSchema } from '@common/schemas/questions';
import { creatorQuestions } from '../questions';
import { creatorProjects, projectDashboard } from './dashboard';
import { investorCsv, projectInvestors } from './investor-list';
import { assertCreatorOf } from './project-access';
import { PROJECT_NOT_FOUND } from '../../errors';

export const ONLY_CREATORS = 'Only creator accounts have a creator dashboard.';

/** Under /api/creator: the Creator tab of /dashboard, for the creator of each project only. */
export const creatorDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const guard = app.requireCreator(ONLY_CREATORS);

  app.get(
    '/projects',
    {
      schema: { summary: "Summarise the creator's projects", tags: ['creator'], response: { 200: creatorProjectListSchema } },
      preValidation: guard,
    },
    async (request) => creatorProjects(db, signedInUser(request).id, app.clock.now()),
  );

  app.get(
    '/projects/:id/dashboard',
    {
      schema: {
        summary: "Read one project's creator dashboard with its funding curve",
        tags: ['creator'],
        params: idParamsSchema,
        response: { 200: creatorDashboardSchema },
      },
      config: { apiDocs: { errors: { 403: "The project is another creator's." } } },
      preValidation: guard,
    },
    async (request) => {
      const projectId = parseId(request.params.id, PROJECT_NOT_FOUND);
      await assertCreatorOf(db, signedInUser(request).id, projectId);
      return projectDashboard(db, projectId, app.clock.now());
    },
  );

  app.get(
    '/projects/:id/investors',
    {
      schema: {
        summary: "List a project's investments (its creator)",
        tags: ['creator'],
        params: idParamsSchema,
        response: { 200: projectInvestorListSchema },
      },
      config: { apiDocs: { errors: { 403: "The project is another creator's." } } },
      preValidation: guard,
    },
    async (request) => {
      const projectId = parseId(request.params.id, PROJECT_NOT_FOUND);
      await assertCreatorOf(db, signedInUser(request).id, projectId);
      return projectInvestors(db, projectId);
    },
  );

  app.get(
    '/projects/:id/questions',
    {
      schema: {
        summary: "List a project's questions for its creator, those awaiting their answer first",
        tags: ['creator'],
        params: idParamsSchema,
        response: { 200: creatorQuestionListSchema },
      },
      config: { apiDocs: { errors: { 403: "The project is another creator's." } } },
      preValidation: guard,
    },
    async (request) => {
      const projectId = parseId(request.params.id, PROJECT_NOT_FOUND);
      await assertCreatorOf(db, signedInUser(request).id, projectId);
      return creatorQuestions(db, projectId);
    },
  );

  app.get(
    '/projects/:id/investors.csv',
    {
      schema: {
        summary: "Download a project's investments as CSV (its creator)",
        tags: ['creator'],
        params: idParamsSchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('A header row (name,email,shares,amount,status,date), then one line per investment, oldest first.'),
        },
      },
      config: { apiDocs: { errors: { 403: "The project is another creator's." } } },
      preValidation: guard,
    },
    async (request, reply) => {
      const projectId = parseId(request.params.id, PROJECT_NOT_FOUND);
      await assertCreatorOf(db, signedInUser(request).id, projectId);
      return reply
        .header('content-disposition', `attachment; filename="stagebacker-investors-${projectId}.csv"`)
        .type('text/csv; charset=utf-8')
        .serializer((payload: string) => payload)
        .send(await investorCsv(db, projectId));
    },
  );
};
