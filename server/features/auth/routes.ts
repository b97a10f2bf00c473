import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserSchema, loginSchema, signupSchema } from '../../../common/schemas/auth';
import { messageSchema } from '../../../common/schemas/projects';
import { AppError } from '../../errors';
import type { AppDeps } from '../../app';
import { checkCredentials, signUp } from './service';
import { toCurrentUser } from './user-view';

export async function authRoutes(app: FastifyInstance, { database, config, sessions, rateLimiter }: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const { windowMs } = config.rateLimits;
  const windowMinutes = Math.round(windowMs / 60_000);

  routes.post(
    '/api/auth/signup',
    { schema: { body: signupSchema, response: { 201: currentUserSchema } } },
    async (request, reply) => {
      await rateLimiter.hit({
        key: `signup:ip:${request.ip}`,
        limit: config.rateLimits.signupsPerClient,
        windowMs,
        message: `Too many sign-ups from this network. Please try again in ${windowMinutes} minutes.`,
      });
      const user = await signUp(db, request.body, config.startingBalanceCents);
      await sessions.start(reply, user.id);
      return reply.code(201).send(toCurrentUser(user));
    },
  );

  routes.post('/api/auth/login', { schema: { body: loginSchema, response: { 200: currentUserSchema } } }, async (request, reply) => {
    const emailKey = `login-failures:${request.body.email.trim().toLowerCase()}`;
    const tooManyFailures = {
      key: emailKey,
      limit: config.rateLimits.loginFailuresPerEmail,
      windowMs,
      message: `Too many failed sign-in attempts for this email. Please try again in ${windowMinutes} minutes.`,
    };
    await rateLimiter.hit({
      key: `login:ip:${request.ip}`,
      limit: config.rateLimits.loginsPerClient,
      windowMs,
      message: `Too many sign-in attempts from this network. Please try again in ${windowMinutes} minutes.`,
    });
    await rateLimiter.check(tooManyFailures);
    const user = await checkCredentials(db, request.body);
    if (!user) {
      await rateLimiter.hit(tooManyFailures);
      throw new AppError(401, 'Invalid email or password.');
    }
    await rateLimiter.clear(emailKey);
    await sessions.start(reply, user.id);
    return toCurrentUser(user);
  });

  routes.post('/api/auth/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await sessions.end(request, reply);
    return { message: 'Signed out.' };
  });

  routes.get('/api/auth/user', { schema: { response: { 200: currentUserSchema } } }, async (request) => {
    return toCurrentUser(await sessions.requireUser(request));
  });
}
