import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { investorProfileSchema, investorProfileUpdateSchema } from '@common/schemas/investor-profile';
import { signedInUser } from '../../plugins/auth-guard';
import { readInvestorProfile, saveInvestorProfile } from './investor-profile';

/** Under /api/investor-profile: what the investor declared and the Regulation Crowdfunding limit it makes. */
export const investorProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app;

  // The caller's own figures: never kept by a browser or proxy cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '',
    {
      schema: {
        summary: 'Read the investor profile and the 12-month investment limit, what is used and what is left',
        tags: ['investments'],
        response: { 200: investorProfileSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => readInvestorProfile(database.db, signedInUser(request).id, clock),
  );

  app.put(
    '',
    {
      schema: {
        summary: 'Declare date of birth, income, net worth, accreditation and other crowdfunding investments',
        tags: ['investments'],
        body: investorProfileUpdateSchema,
        response: { 200: investorProfileSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => saveInvestorProfile(database.db, signedInUser(request).id, request.body, clock),
  );
};
