import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sandboxStatusSchema } from '../../../common/schemas/sandbox';
import { centsToDecimal } from '../../../common/money';
import type { AppDeps } from '../../app';

export async function sandboxRoutes(app: FastifyInstance, { config, resetSchedule }: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/sandbox', { schema: { response: { 200: sandboxStatusSchema } } }, () => ({
    nextResetAt: resetSchedule.nextResetAt()?.toISOString() ?? null,
    startingBalance: centsToDecimal(config.startingBalanceCents),
  }));
}
