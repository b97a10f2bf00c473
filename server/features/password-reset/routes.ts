import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORGOT_PASSWORD_ANSWER, forgotPasswordAnswerSchema, forgotPasswordSchema, resetPasswordSchema } from '@common/schemas/account';
import { messageSchema } from '@common/schemas/projects';
import { emailDigest, securityEvent } from '../../plugins/security-events';
import { rememberDevice } from '../auth';
import { resetMail } from './reset-mail';
import { issueResetToken, RESET_TOKEN_LIFETIME_MINUTES, resetLink } from './request-reset';
import { resetPassword } from './reset-password';

/** Under /api/auth: "Forgot password?" and the emailed link's new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, sessions, rateLimiter } = app;
  const { db } = database;
  const { windowMs } = config.rateLimits;
  const windowMinutes = Math.round(windowMs / 60_000);
  const { mailer } = app;

  app.post(
    '/forgot-password',
    {
      schema: {
        summary: 'Email a single-use link to reset the password; the same answer whether or not the account exists',
        tags: ['auth'],
        body: forgotPasswordSchema,
        response: { 200: forgotPasswordAnswerSchema },
      },
      config: { apiDocs: { errors: { 429: 'Too many password reset requests from this network or for this email.' } } },
    },
    async (request) => {
      const tooMany = `Too many password reset requests. Please try again in ${windowMinutes} minutes.`;
      await rateLimiter.hit({
        key: `password-reset:ip:${request.ip}`,
        limit: config.rateLimits.passwordResetsPerClient,
        windowMs,
        message: tooMany,
      });
      const email = request.body.email.toLowerCase();
      await rateLimiter.hit({
        key: `password-reset:email:${email}`,
        limit: config.rateLimits.passwordResetsPerEmail,
        windowMs,
        message: tooMany,
      });
      const issued = await issueResetToken(db, email);
      securityEvent(request.log, 'password_reset_requested', { ip: request.ip, emailDigest: emailDigest(email) });
      if (issued) {
        // Not awaited: an answer that waited for the mail server would tell who has an account.
        mailer
          .send(resetMail(issued.email, resetLink(config.publicUrl, issued.token), RESET_TOKEN_LIFETIME_MINUTES))
          .catch((error: unknown) => request.log.error({ err: error }, 'the password reset email could not be sent'));
      }
      return { message: FORGOT_PASSWORD_ANSWER, mailDelivered: mailer.delivers };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        summary: "Set a new password with an emailed reset link's token; signs out every session of the account",
        tags: ['auth'],
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { userId, email } = await resetPassword(db, request.body, app.clock.now());
      await sessions.endAllOf(userId);
      // The emailed link proves the owner is at this browser: its sign-in is not held by others' failures (decision 0030).
      rememberDevice(request, reply, config, email);
      securityEvent(request.log, 'password_reset', { userId, ip: request.ip });
      return { message: 'Your password has been reset. Please sign in with your new password.' };
    },
  );
};
