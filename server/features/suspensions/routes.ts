import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suspensionListSchema, suspensionRequestSchema, suspensionSchema } from '@common/schemas/staff';
import { idParamsSchema, parseId } from '../../plugins/route-ids';
import {
  ALREADY_APPROVED,
  ALREADY_ASKED,
  approveSuspension,
  askSuspension,
  listSuspensions,
  NO_SUCH_PROJECT,
  NO_SUCH_SUSPENSION,
  NOT_OPEN,
  SAME_ADMIN,
} from './suspensions';

/** Under /api/operator/suspensions: a campaign's suspension, asked by one admin and approved by another. */
export const suspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '',
    {
      schema: { summary: 'List the suspension requests, waiting ones first', tags: ['operator'], response: { 200: suspensionListSchema } },
      preValidation: app.requireStaff('suspend_campaigns'),
    },
    async () => listSuspensions(db),
  );

  app.post(
    '',
    {
      schema: {
        summary: "Ask for an open campaign's suspension, with a reason (another admin approves)",
        tags: ['operator'],
        body: suspensionRequestSchema,
        response: { 201: suspensionSchema },
      },
      config: { apiDocs: { errors: { 404: NO_SUCH_PROJECT, 409: `${NOT_OPEN} / ${ALREADY_ASKED}` } } },
      preValidation: app.requireStaff('suspend_campaigns'),
    },
    async (request, reply) => reply.code(201).send(await askSuspension(db, request, request.body)),
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        summary: 'Approve a suspension asked by another admin: the campaign ends suspended, every pending investment refunded in full',
        tags: ['operator'],
        params: idParamsSchema,
        response: { 200: suspensionSchema },
      },
      config: { apiDocs: { errors: { 403: SAME_ADMIN, 404: NO_SUCH_SUSPENSION, 409: `${NOT_OPEN} / ${ALREADY_APPROVED}` } } },
      preValidation: app.requireStaff('suspend_campaigns'),
    },
    async (request) => approveSuspension(db, request, parseId(request.params.id, NO_SUCH_SUSPENSION), app.clock),
  );
};
