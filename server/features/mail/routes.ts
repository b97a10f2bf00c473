import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_KIND_NAMES,
  notificationChoicesPayloadSchema,
  notificationChoicesSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  type UnsubscribeResult,
} from '@common/schemas/notification-choices';
import { signedInUser } from '../../plugins/auth-guard';
import { badRequest } from '../../errors';
import { partlyHidden, readChoices, unsubscribeTarget, updateChoices } from './choices';
import { checkUnsubscribeToken } from './unsubscribe-token';

const INVALID_LINK = 'This unsubscribe link is not valid.';
const EXPIRED_LINK = 'This unsubscribe link has expired. Choose what you get by email on your Notification choices page.';

/** What an unsubscribe link names, checked; with `turnOff`, that kind's mail is turned off (in-app only). */
async function unsubscribe(app: FastifyInstance, token: string, turnOff: boolean): Promise<UnsubscribeResult> {
  const check = checkUnsubscribeToken(app.config.mail.tokenSecret, token, new Date());
  if (!check.valid) throw badRequest(check.reason === 'expired' ? EXPIRED_LINK : INVALID_LINK);
  const { db } = app.database;
  const target = await unsubscribeTarget(db, check.userId, check.kind);
  if (!target) throw badRequest(INVALID_LINK);
  if (turnOff) await updateChoices(db, check.userId, { [check.kind]: 'in_app' });
  return {
    kind: check.kind,
    kindName: NOTIFICATION_KIND_NAMES[check.kind],
    email: partlyHidden(target.email),
    channel: turnOff ? 'in_app' : target.channel,
  };
}

/** Under /api: an account's email choices, and the unsubscribe links of the mail. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // Every answer here is one account's: never kept by a browser or proxy cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Mail providers send the one-click POST as a form (`List-Unsubscribe=One-Click`, RFC 8058); the token in the address is what counts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get(
    '/account/notifications',
    {
      schema: {
        summary: 'Read how each kind of notification reaches the account: in the site only, by email at once, or in the daily digest',
        tags: ['account'],
        response: { 200: notificationChoicesSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => ({ choices: await readChoices(db, signedInUser(request).id) }),
  );

  app.put(
    '/account/notifications',
    {
      schema: {
        summary: 'Change the channel of some kinds of notification; the answer holds every kind',
        tags: ['account'],
        body: notificationChoicesPayloadSchema,
        response: { 200: notificationChoicesSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => ({ choices: await updateChoices(db, signedInUser(request).id, request.body.choices) }),
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        summary: "Read what an email's unsubscribe link turns off, without turning it off (mail scanners follow links)",
        tags: ['account'],
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema },
      },
      config: { apiDocs: { errors: { 400: INVALID_LINK } } },
    },
    async (request) => unsubscribe(app, request.query.token, false),
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        summary: "Turn off the email of the link's kind for its account, without signing in (RFC 8058 one-click; also the page's button)",
        tags: ['account'],
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema },
      },
      config: { apiDocs: { errors: { 400: INVALID_LINK } } },
    },
    async (request) => unsubscribe(app, request.query.token, true),
  );
};
