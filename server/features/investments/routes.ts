import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { investmentRequestSchema, investmentSchema, saleResultSchema } from '../../../common/schemas/investments';
import type { AppDeps } from '../../app';
import { readIdempotencyKey } from '../idempotency/idempotency';
import { idParamsSchema, parseId } from '../ids';
import { INVESTMENT_NOT_FOUND, sellInvestment } from './sell';
import { invest, listInvestments } from './service';

export async function investmentRoutes(app: FastifyInstance, { database, sessions }: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Signed out is a 401 whatever the body holds, so this runs before the body is validated.
  const preValidation = async (request: FastifyRequest) => {
    await sessions.requireUser(request);
  };

  routes.post(
    '/api/investments',
    { schema: { body: investmentRequestSchema, response: { 201: investmentSchema } }, preValidation },
    async (request, reply) => {
      const user = await sessions.requireUser(request);
      const outcome = await invest(database.db, user, request.body, readIdempotencyKey(request));
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(outcome.body);
    },
  );

  routes.get('/api/investments', { schema: { response: { 200: z.array(investmentSchema) } } }, async (request) => {
    const user = await sessions.requireUser(request);
    return listInvestments(database.db, user.id);
  });

  routes.delete(
    '/api/investments/:id',
    { schema: { params: idParamsSchema, response: { 200: saleResultSchema } }, preValidation },
    async (request) => {
      const user = await sessions.requireUser(request);
      return sellInvestment(database.db, user.id, parseId(request.params.id, INVESTMENT_NOT_FOUND));
    },
  );
}
