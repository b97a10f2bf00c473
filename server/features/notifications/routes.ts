import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSerialId } from '@common/schemas/serial-id';
import {
  markReadSchema,
  notificationPageSchema,
  notificationQuerySchema,
  notificationStreamQuerySchema,
  unreadCountSchema,
} from '@common/schemas/notifications';
import { AppError, badRequest } from '../../errors';
import { signedInUser } from '../../plugins/auth-guard';
import { countOpenStreams } from '../../plugins/metrics';
import { NotificationHub } from './live-hub';
import { LiveStream } from './live-stream';
import { listNotifications, markRead } from './notification-list';

const TOO_MANY_STREAMS = 'Too many live notification streams from this network. Close a tab and try again.';
const LAST_EVENT_ID_MESSAGE = 'Last-Event-ID must be the id of an earlier notification event.';

/** `Last-Event-ID` (a reconnecting EventSource) or else `?after=` (a first connection that has read the list). */
function resumeFrom(header: string | string[] | undefined, after: number | undefined): number | null {
  if (header === undefined) return after ?? null;
  const text = String(header).trim();
  if (text === '') return after ?? null;
  if (!isSerialId(text, true)) throw badRequest(LAST_EVENT_ID_MESSAGE);
  return Number(text);
}

/** Under /api/notifications: the signed-in user's own notifications, listed, marked read and streamed live. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const hub = await NotificationHub.start(app.database, app.log, {
    openSessions: (tokenHashes) => app.sessions.stillOpen(tokenHashes),
    streamsPerClient: app.config.rateLimits.streamsPerClient,
  });
  countOpenStreams(app, () => hub.streamCount);
  // Before the server stops taking connections: open streams would otherwise keep it from closing.
  app.addHook('preClose', async () => hub.close());

  app.get(
    '',
    {
      schema: {
        summary: "List the account's notifications and count the unread",
        tags: ['notifications'],
        querystring: notificationQuerySchema,
        response: { 200: notificationPageSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => listNotifications(db, signedInUser(request).id, request.query),
  );

  app.post(
    '/read',
    {
      schema: { summary: 'Mark notifications read', tags: ['notifications'], body: markReadSchema, response: { 200: unreadCountSchema } },
      preValidation: app.requireUser,
    },
    async (request) => ({
      unread: await markRead(db, signedInUser(request).id, request.body, app.clock.now()),
    }),
  );

  app.get(
    '/stream',
    {
      schema: {
        summary: "Stream the account's new notifications (server-sent events)",
        tags: ['notifications'],
        querystring: notificationStreamQuerySchema,
        produces: ['text/event-stream'],
        response: {
          200: z
            .string()
            .describe(
              'Server-sent events: `event: notification`, `id:` the notification id, `data:` the notification as JSON; `: heartbeat` comments.',
            ),
        },
      },
      config: { apiDocs: { errors: { 429: 'Too many live notification streams from this network.' } } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const afterId = resumeFrom(request.headers['last-event-id'], request.query.after);
      const stream = new LiveStream(
        { userId: signedInUser(request).id, sessionTokenHash: app.sessions.tokenHashOf(request) ?? '', clientAddress: request.ip },
        reply.raw,
      );
      if (!hub.add(stream)) throw new AppError(429, TOO_MANY_STREAMS);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // A stream's connection is never reused; closing it with the stream lets a shutting-down server finish at once.
        connection: 'close',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': request.id,
      });
      reply.raw.write('retry: 3000\n\n');
      reply.raw.once('close', () => hub.remove(stream));
      // A client gone while its session was looked up closed before the listener was there.
      if (request.raw.socket.destroyed) {
        hub.remove(stream);
        return;
      }
      try {
        await stream.catchUp(db, afterId);
      } catch (error) {
        request.log.error({ err: error }, 'catching a notification stream up failed');
        hub.remove(stream);
        stream.end();
      }
    },
  );
};
