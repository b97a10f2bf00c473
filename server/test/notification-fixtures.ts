import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notificationPageSchema, type Notification } from '@common/schemas/notifications';
import type { Database } from '../db/client';
import { creators } from '../db/schema';
import { createProject, userIdOf, type ProjectOverrides, type ProjectRow } from './money-fixtures';
import { send, signUpUser } from './test-app';

/** A creator account and a project of theirs (a test's own, not the demo data's). */
export async function creatorWithProject(
  app: FastifyInstance,
  db: Database,
  overrides: ProjectOverrides = {},
): Promise<{ cookie: string; userId: number; project: ProjectRow }> {
  const creator = await signUpUser(app, { accountType: 'musician', firstName: 'Casey', lastName: 'Creator' });
  const userId = await userIdOf(db, creator.email);
  const project = await createProject(db, overrides);
  await db.update(creators).set({ userId }).where(eq(creators.id, project.creatorId));
  return { cookie: creator.cookie, userId, project };
}

/** Every notification of the signed-in user, newest first, through the API. */
export async function notificationsOf(app: FastifyInstance, cookie: string): Promise<{ items: Notification[]; unread: number }> {
  const items: Notification[] = [];
  let cursor: string | null = null;
  let unread: number;
  do {
    const response = await send(app, { method: 'GET', url: `/api/notifications?limit=100${cursor ? `&cursor=${cursor}` : ''}`, cookie });
    expect(response.statusCode).toBe(200);
    const page = notificationPageSchema.parse(response.json());
    items.push(...page.items);
    unread = page.unread;
    cursor = page.nextCursor;
  } while (cursor);
  return { items, unread };
}

export interface StreamEvent {
  id: string;
  event: string;
  data: string;
}

/** A server-sent event stream read with fetch: the events so far, and a way to wait for more. */
export interface OpenStream {
  status: number;
  events: StreamEvent[];
  comments: string[];
  /** Resolves once `count` events have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<StreamEvent[]>;
  close(): void;
  ended: Promise<void>;
  /** Everything received so far (a refused stream's JSON error). */
  body(): string;
}

/**
 * Opens the stream over a connection of its own (node:http, no pooling), so closing it closes
 * the socket and a test's server never waits on a client's spare keep-alive connection.
 */
export function openStream(baseUrl: string, cookie: string, headers: Record<string, string> = {}, query = ''): Promise<OpenStream> {
  return new Promise((resolveOpen, rejectOpen) => {
    const request = http.get(`${baseUrl}/api/notifications/stream${query}`, { agent: false, headers: { cookie, ...headers } });
    request.once('error', rejectOpen);
    request.once('response', (response) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      let body = '';
      let buffer = '';
      let waiters: Array<() => void> = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (fields.has('data'))
            events.push({ id: fields.get('id') ?? '', event: fields.get('event') ?? 'message', data: fields.get('data') ?? '' });
        }
        for (const wake of waiters) wake();
      });
      const ended = new Promise<void>((resolve) => {
        response.once('close', resolve);
        request.once('close', resolve);
      });
      resolveOpen({
        status: response.statusCode ?? 0,
        events,
        comments,
        ended,
        body: () => body,
        close: () => request.destroy(),
        waitFor: (count, timeoutMs = 2000) =>
          new Promise((resolve, reject) => {
            const check = () => {
              if (events.length < count) return false;
              clearTimeout(timer);
              waiters = waiters.filter((wake) => wake !== onChunk);
              resolve(events.slice());
              return true;
            };
            const onChunk = () => void check();
            const timer = setTimeout(() => reject(new Error(`only ${events.length} of ${count} events within ${timeoutMs} ms`)), timeoutMs);
            if (!check()) waiters.push(onChunk);
          }),
      });
    });
  });
}
