import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Where log lines go instead of standard output (tests capture them). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Fields never written as they are, wherever a log call puts them (pino's `redact`, one level of
 * nesting under any key): credentials, session and upload tokens, emails, request bodies and the
 * headers that carry a session or a bearer token.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  ...['password', 'currentPassword', 'newPassword', 'token', 'secret', 'email', 'body', 'cookie', 'authorization'].flatMap((key) => [
    key,
    `*.${key}`,
  ]),
];

/** What of an error a log line keeps: its kind, message, stack and codes, never the values it was about. */
const ERROR_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/** Drizzle's failed-query message ends with the statement's parameters (emails, token hashes): they are cut. */
function withoutParameters(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [Redacted]');
}

/**
 * The `err` serializer: an allow-list of an error's fields, so a driver's `params`, a
 * PostgreSQL error's `detail` ("Key (email)=(…) already exists") or `where` never reach the
 * log; the messages and stack lose Drizzle's parameter list. Causes are followed a few levels.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const fields = error as Error & Record<string, unknown>;
  const serialized: Record<string, unknown> = {
    type: error.constructor.name,
    message: withoutParameters(error.message),
    stack: error.stack === undefined ? undefined : withoutParameters(error.stack),
  };
  for (const key of ERROR_FIELDS) if (fields[key] !== undefined) serialized[key] = fields[key];
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** The app's pino options: its level, the redaction above, and its error serializer. */
export function loggerOptions(level: string, destination?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: { err: serializeError as (error: Error) => { type: string; message: string; stack: string } },
    stream: destination ?? standardOutput(),
  };
}

/**
 * Standard output, buffered: lines go out together once 4 KB have gathered or 100 ms have passed,
 * so under load a write carries dozens of lines instead of one each (a write per line was 7.7% of
 * the server's CPU samples under the hot read: docs/figures/hot-paths.md), and a quiet server's
 * line is out within 100 ms. pino writes what is left when the process exits.
 */
function standardOutput(): LogDestination {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 100 });
}

/** The request id every answer carries (the lean cached reads make theirs with it too). */
export const newRequestId = () => crypto.randomUUID();

/** The page request whose server render is running (its internal API reads are part of it). */
const pageRenders = new AsyncLocalStorage<string>();

/** Runs a page's server render so the API reads it makes in-process are logged under the page's request id. */
export function duringPageRender<T>(pageRequestId: string, render: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: a lazy thenable (Fastify's `inject` chain) starts its work when awaited.
  return pageRenders.run(pageRequestId, async () => await render());
}

/** Fastify's `genReqId`: a new id, or the page's own for the API reads of its server render. */
export function requestIdFor(): string {
  return pageRenders.getStore() ?? newRequestId();
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for an API read made in-process by a page's server render: that page request's id. */
    pageRequestId: string | null;
  }
}

/** The route a request matched, as registered (`/api/projects/:id`); the pages and unknown paths have none of their own. */
export function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  const path = request.url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/') ? '(no route)' : '(page)';
}

/** The fields of the one line per request: what was asked and how it was answered, never a value the client sent in a body, header or query. */
export interface AccessLine {
  reqId: string;
  method: string;
  route: string;
  path: string;
  status: number;
  durationMs: number;
  pageRender?: true;
}

/**
 * The logger of the one line per request: the app's, without its redaction. That line holds only
 * the fields of `AccessLine`, none of which redaction would touch, and redaction's walk of every
 * line's object cost about 17 µs a request, a fifth of the hot read's 85 µs (docs/figures/hot-paths.md).
 */
export function accessLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  return log.child({}, { redact: [] });
}

/**
 * One line per request at `info` when it is answered: method, route, path (never the query,
 * which may hold a token), status, duration and the request id (`reqId`). The API reads a page
 * makes while it renders on the server are at `debug`, under the page's request id. Fastify's
 * own two lines per request are turned off (a `LogController` with `disableRequestLogging`).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('pageRequestId', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.pageRequestId = pageRenders.getStore() ?? null;
    done();
  });
  const access = accessLogger(app.log);
  app.addHook('onResponse', (request, reply, done) => {
    const line: AccessLine = {
      reqId: request.id,
      method: request.method,
      route: routeOf(request),
      path: request.url.split('?')[0] ?? '',
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (request.pageRequestId !== null) access.debug({ ...line, pageRender: true }, 'page render API read');
    else access.info(line, 'request completed');
    done();
  });
}
