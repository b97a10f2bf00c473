import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { earlyCloseSchema, editProjectSchema, projectChangeListSchema } from '@common/schemas/campaign-changes';
import { investmentSchema } from '@common/schemas/investments';
import { projectSchema } from '@common/schemas/projects';
import { PROJECT_NOT_FOUND } from '../../errors';
import { signedInUser } from '../../plugins/auth-guard';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import { INVESTMENT_NOT_FOUND } from '../investments';
import { closeEarly } from './early-close';
import { editProject } from './edit-project';
import { listProjectChanges } from './project-changes';
import { reconfirmInvestment } from './reconfirmations';

/** Under /api: a creator's changes to an active campaign, and a backer's reconfirmation (decision 0035). */
export const campaignChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, requireUser } = app;

  app.patch(
    '/projects/:id',
    {
      schema: {
        summary: 'Edit an active campaign (its creator)',
        tags: ['projects'],
        params: idParamsSchema,
        body: editProjectSchema,
        response: { 200: projectSchema },
      },
      config: {
        apiDocs: {
          errors: {
            403: "Only the project's creator can change its campaign.",
            404: 'No such project.',
            409: 'The campaign has closed, or the new image is already used by another project.',
          },
        },
      },
      preValidation: requireUser,
    },
    async (request) =>
      editProject(database.db, signedInUser(request).id, parseId(request.params.id, PROJECT_NOT_FOUND), request.body, clock),
  );

  app.post(
    '/projects/:id/early-close',
    {
      schema: {
        summary: 'Close a campaign early (its creator)',
        tags: ['projects'],
        params: idParamsSchema,
        body: earlyCloseSchema,
        response: { 200: projectSchema },
      },
      config: {
        apiDocs: {
          errors: {
            403: "Only the project's creator can change its campaign.",
            404: 'No such project.',
            409: 'The campaign has closed, or a condition of an early close is not met (21 days open, goal reached, an earlier end date at least 5 business days away); the message names it.',
          },
        },
      },
      preValidation: requireUser,
    },
    async (request) =>
      closeEarly(database.db, signedInUser(request).id, parseId(request.params.id, PROJECT_NOT_FOUND), request.body, clock),
  );

  app.get(
    '/projects/:id/changes',
    {
      schema: {
        summary: "List a campaign's changes",
        tags: ['projects'],
        params: idParamsSchema,
        response: { 200: projectChangeListSchema },
      },
      config: { apiDocs: { errors: { 404: 'No such project.' } } },
    },
    async (request) => listProjectChanges(database.db, parseId(request.params.id, PROJECT_NOT_FOUND)),
  );

  app.post(
    '/investments/:id/reconfirm',
    {
      schema: {
        summary: 'Reconfirm a pending investment after a material campaign change',
        tags: ['investments'],
        params: idParamsSchema,
        response: { 200: investmentSchema },
      },
      config: {
        apiDocs: {
          errors: {
            404: 'No such investment of this account.',
            409: 'The investment has nothing to reconfirm, or the time to reconfirm it has ended.',
          },
        },
      },
      preValidation: requireUser,
    },
    async (request) => reconfirmInvestment(database.db, signedInUser(request).id, parseId(request.params.id, INVESTMENT_NOT_FOUND), clock),
  );
};
