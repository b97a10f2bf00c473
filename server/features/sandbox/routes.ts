import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centsToDecimal } from '../../../common/money';
import { sandboxStatusSchema } from '../../../common/schemas/sandbox';

/** Under /api/sandbox. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { schema: { response: { 200: sandboxStatusSchema } } }, () => ({
    nextResetAt: app.resetSchedule.nextResetAt()?.toISOString() ?? null,
    startingBalance: centsToDecimal(app.config.startingBalanceCents),
  }));
};
