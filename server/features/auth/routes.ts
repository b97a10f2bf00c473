import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, loginSchema, signupSchema, TWO_FACTOR_REQUIRED } from '@common/schemas/auth';
import { SIGNUPS_PAUSED } from '@common/schemas/staff';
import { messageSchema } from '@common/schemas/projects';
import { AppError } from '../../errors';
import { signedInUser } from '../../plugins/auth-guard';
import { emailDigest, securityEvent } from '../../plugins/security-events';
import { changePasswordSchema } from '@common/schemas/account';
import { changePassword, WRONG_CURRENT_PASSWORD } from './change-password';
import { rememberDevice, recognisedDevice } from './known-device';
import { claimLoginAttempt } from './login-attempts';
import { preloadPasswordStrength } from './password-strength';
import { assertSignupsOpen } from '../halts';
import { hasSecondFactor, SecretBox, verifySecondFactor, WRONG_CODE } from '../staff';
import { checkCredentials, currentBalance, signUp } from './service';
import { toCurrentUser } from './user-view';

/** Under /api/auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, sessions, rateLimiter } = app;
  const { db } = database;
  const { windowMs } = config.rateLimits;
  const windowMinutes = Math.round(windowMs / 60_000);
  const secretBox = new SecretBox(config.staff.secretKey);

  // The first sign-up would otherwise wait for zxcvbn's dictionaries to load (seconds on a busy
  // machine). Loading starts when the server is ready, without holding its start up; a failed
  // load is tried again by the sign-up that needs it.
  app.addHook('onReady', async () => {
    preloadPasswordStrength().catch((error: unknown) => app.log.warn({ err: error }, 'password dictionaries could not be preloaded'));
  });

  // Every answer here is about the caller's own session: never kept by a browser or proxy cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/signup',
    {
      schema: { summary: 'Create an account and sign it in', tags: ['auth'], body: signupSchema, response: { 201: currentUserSchema } },
      config: {
        apiDocs: {
          errors: { 409: 'An account with this email already exists.', 429: 'Too many sign-ups from this network.', 503: SIGNUPS_PAUSED },
        },
      },
    },
    async (request, reply) => {
      await rateLimiter.hit({
        key: `signup:ip:${request.ip}`,
        limit: config.rateLimits.signupsPerClient,
        windowMs,
        message: `Too many sign-ups from this network. Please try again in ${windowMinutes} minutes.`,
      });
      await assertSignupsOpen(db);
      const user = await signUp(db, request.body, config.startingBalanceCents, app.clock);
      await sessions.start(request, reply, user.id);
      rememberDevice(request, reply, config, user.email);
      return reply.code(201).send(toCurrentUser(user));
    },
  );

  app.post(
    '/login',
    {
      schema: { summary: 'Sign in with email and password', tags: ['auth'], body: loginSchema, response: { 200: currentUserSchema } },
      config: {
        apiDocs: {
          errors: {
            401: `Invalid email or password; or, for staff with two-factor sign-in, "${TWO_FACTOR_REQUIRED}"`,
            429: 'Too many sign-in attempts from this network, or failed ones for this email.',
          },
        },
      },
    },
    async (request, reply) => {
      const knownDevice = recognisedDevice(request, config, request.body.email);
      const attempted = { ip: request.ip, emailDigest: emailDigest(request.body.email), knownDevice: knownDevice !== null };
      const attempt = await claimLoginAttempt(rateLimiter, config, request.body.email, { address: request.ip, knownDevice }).catch(
        (error: unknown) => {
          if (error instanceof AppError && error.statusCode === 429) securityEvent(request.log, 'login_locked', attempted);
          throw error;
        },
      );
      const user = await checkCredentials(db, request.body);
      if (!user) {
        securityEvent(request.log, 'login_failed', attempted);
        throw new AppError(401, 'Invalid email or password.');
      }
      // A staff account with a second factor signs in with its code too; a wrong code counts as a failed attempt.
      if (await hasSecondFactor(db, user.id)) {
        const { code } = request.body;
        if (!code) throw new AppError(401, TWO_FACTOR_REQUIRED);
        if (!(await verifySecondFactor(db, secretBox, user.id, code, new Date()))) {
          securityEvent(request.log, 'login_failed', { ...attempted, secondFactor: true });
          throw new AppError(401, WRONG_CODE);
        }
      }
      await attempt.succeeded();
      await sessions.start(request, reply, user.id);
      rememberDevice(request, reply, config, user.email);
      return toCurrentUser(user);
    },
  );

  app.post(
    '/logout',
    { schema: { summary: 'Sign out of this session', tags: ['auth'], response: { 200: messageSchema } } },
    async (request, reply) => {
      await sessions.end(request, reply);
      return { message: 'Signed out.' };
    },
  );

  app.post(
    '/logout-all',
    {
      schema: { summary: 'Sign out of every session of the account', tags: ['auth'], response: { 200: messageSchema } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      await sessions.endAll(reply, signedInUser(request).id);
      securityEvent(request.log, 'signed_out_everywhere', { userId: signedInUser(request).id });
      return { message: 'Signed out everywhere.' };
    },
  );

  app.post(
    '/password',
    {
      schema: {
        summary: 'Change the password; every other session of the account is signed out, this one stays',
        tags: ['auth'],
        body: changePasswordSchema,
        response: { 200: messageSchema },
      },
      config: { apiDocs: { errors: { 429: 'Too many password changes.' } } },
      preValidation: app.requireUser,
    },
    async (request) => {
      const user = signedInUser(request);
      // Guessing the current password from a borrowed session is as limited as guessing it at sign-in.
      await rateLimiter.hit({
        key: `password-change:user:${user.id}`,
        limit: config.rateLimits.loginFailuresPerEmailAndClient,
        windowMs,
        message: `Too many password changes. Please try again in ${windowMinutes} minutes.`,
      });
      await changePassword(db, user, request.body, app.clock.now()).catch((error: unknown) => {
        if (error instanceof AppError && error.message === WRONG_CURRENT_PASSWORD) {
          securityEvent(request.log, 'password_change_failed', { userId: user.id, ip: request.ip });
        }
        throw error;
      });
      await sessions.endOthers(request, user.id);
      securityEvent(request.log, 'password_changed', { userId: user.id, ip: request.ip });
      return { message: 'Password changed. Your other sessions were signed out.' };
    },
  );

  app.get(
    '/user',
    {
      schema: { summary: 'Read the signed-in account', tags: ['auth'], response: { 200: currentUserSchema } },
      preValidation: app.requireUser,
    },
    async (request) => {
      const user = signedInUser(request);
      return toCurrentUser({ ...user, balanceCents: await currentBalance(db, user.id) });
    },
  );
};
