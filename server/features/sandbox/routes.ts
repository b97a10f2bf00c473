import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centsToDecimal } from '@common/money';
import { advanceClockSchema, clockSchema, sandboxStatusSchema } from '@common/schemas/sandbox';
import { ClockMovedError } from '../../clock';
import { AppError } from '../../errors';
import { securityEvent } from '../../plugins/security-events';
import { settleDueByClock } from '../../jobs/settle-due';

const CLOCK_MOVED_AGAIN = 'The sandbox clock was moved again before this move was settled; the latest move settles what is due.';

/** Constant-time comparison of the bearer token; any other shape is simply wrong. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Under /api/sandbox. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, clock } = app;

  app.get(
    '',
    {
      schema: { summary: 'Read the sandbox clock and its status', tags: ['sandbox'], response: { 200: sandboxStatusSchema } },
      config: { apiDocs: { noDependency: true } },
    },
    () => ({
      nextResetAt: app.resetSchedule.nextResetAt()?.toISOString() ?? null,
      startingBalance: centsToDecimal(config.startingBalanceCents),
      now: clock.now().toISOString(),
    }),
  );

  // Without an admin token the route does not exist: the sandbox's time cannot be moved from outside.
  const adminToken = config.sandboxAdminToken;
  if (!adminToken) return;
  app.post(
    '/clock',
    {
      schema: {
        summary: 'Move the sandbox clock (admin token)',
        tags: ['sandbox'],
        body: advanceClockSchema,
        response: { 200: clockSchema },
      },
      config: { apiDocs: { errors: { 409: 'The sandbox clock was moved again before this move was settled.' } } },
      preValidation: async (request) => {
        if (bearerMatches(request, adminToken)) return;
        securityEvent(request.log, 'admin_token_refused', { route: '/api/sandbox/clock', ip: request.ip });
        throw new AppError(401, 'A valid sandbox admin token is needed to move the sandbox clock.');
      },
    },
    async (request) => {
      const now = await clock.advanceDays(request.body.advanceDays);
      securityEvent(request.log, 'admin_clock_moved', { advanceDays: request.body.advanceDays, now: now.toISOString(), ip: request.ip });
      // The answer waits for every close and payout the new time made due (the cache is cleared by the successful write).
      try {
        await settleDueByClock(app.database.db, clock);
      } catch (error) {
        // Moved again and again while settling: the latest move's answer waits for all of it.
        if (error instanceof ClockMovedError) throw new AppError(409, CLOCK_MOVED_AGAIN);
        throw error;
      }
      return { now: now.toISOString() };
    },
  );
};
