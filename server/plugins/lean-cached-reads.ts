import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerFactory } from 'fastify';
import { accessLogger, newRequestId, type AccessLine } from './logging';
import { observeRequest } from './metrics';
import { acceptsGzip, type ResponseCache } from './response-cache';

type Variant = 'gzip' | 'plain';

/** Only the two answers the cached route sends as they are; other encodings go through Fastify's compression. */
function variantOf(request: IncomingMessage): Variant | null {
  const acceptEncoding = request.headers['accept-encoding'];
  if (acceptEncoding === undefined) return 'plain';
  return acceptsGzip(acceptEncoding) ? 'gzip' : null;
}

/** Levels at which the one access log line per request is written (plugins/logging.ts). */
const accessLogLevels = new Set(['trace', 'debug', 'info']);

/** Set per answer, so never copied from a recorded one. */
const perAnswer = new Set(['content-length', 'x-request-id']);
/** As many recorded header sets as the response cache keeps answers. */
const MAX_RECORDED = 1000;

/** Whether the request's Cookie header names `name` (a signed-in visitor's pages are their own). */
function sendsCookie(header: string | undefined, name: string): boolean {
  return header !== undefined && header.split(';').some((pair) => pair.trimStart().startsWith(`${name}=`));
}

/** What the page cache needs to name a visitor's page: the public origin its keys begin with, and the session cookie that makes a page private. */
export interface CachedPages {
  origin: string;
  sessionCookie: string;
}

/**
 * Sends cached public reads (GET /api/tours, and the pages a signed-out visitor gets from the
 * page cache) from the response cache's bytes as soon as the request arrives, without Fastify's
 * routing, hooks and reply objects. It only repeats what the full pipeline did: the headers it
 * sends are those Fastify sent for the same URL and encoding (security headers included),
 * recorded from a full 200 answer; until there is one, or while the cache holds no fresh answer
 * (after any write), and always for a request with the session cookie, the request goes through
 * Fastify as before. See docs/decisions/0015-hot-paths.md.
 */
export class LeanCachedReads {
  /** Recorded header lines, as `writeHead` takes them flat: name, value, name, value… */
  private readonly headers = new Map<string, string[]>();
  private pages: CachedPages | null = null;
  private log: FastifyBaseLogger | null = null;
  private accessLog: FastifyBaseLogger | null = null;
  private open = true;
  private timed = false;

  constructor(
    private readonly cache: ResponseCache,
    /** Path (exactly, no query) to the response cache's key. */
    private readonly keys: ReadonlyMap<string, string>,
  ) {}

  /** Records full answers, learns the logger, and steps aside while the server closes (Fastify then adds `Connection: close`). */
  attach(app: FastifyInstance, pages: CachedPages | null = null): void {
    this.pages = pages;
    this.log = app.log;
    this.accessLog = accessLogger(app.log);
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return;
      // A page is recorded only as the page cache answered it: no route of its own (plugins/static-client.ts).
      const page = request.routeOptions.url === undefined;
      if (!(page ? this.pageKey(request.raw, request.url) : this.keys.get(request.url))) return;
      const variant = variantOf(request.raw);
      if (variant === null) return;
      const lines = Object.entries(reply.getHeaders()).flatMap(([name, value]) =>
        perAnswer.has(name) || value === undefined ? [] : [value].flat().flatMap((one) => [name, String(one)]),
      );
      if (this.headers.size >= MAX_RECORDED) this.headers.delete(this.headers.keys().next().value as string);
      this.headers.set(`${variant} ${request.url}`, lines);
    });
    app.addHook('preClose', async () => {
      this.open = false;
    });
  }

  /** Records each lean answer in the request metrics too (when they are on: plugins/metrics.ts). */
  timeAnswers(): void {
    this.timed = true;
  }

  /** The page cache's key for a signed-out visitor's page (never an API path or a file), as plugins/static-client.ts names it. */
  private pageKey(request: IncomingMessage, url: string): string | undefined {
    if (!this.pages) return undefined;
    const pathname = url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || (path.extname(pathname) && !pathname.endsWith('.html'))) return undefined;
    if (sendsCookie(request.headers.cookie, this.pages.sessionCookie)) return undefined;
    return `page ${this.pages.origin}${url}`;
  }

  /** True when it answered; false leaves the request to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (
      !this.open ||
      request.method !== 'GET' ||
      request.headers['content-length'] !== undefined ||
      request.headers['transfer-encoding'] !== undefined
    ) {
      return false;
    }
    const url = request.url ?? '';
    const key = this.keys.get(url) ?? this.pageKey(request, url);
    const variant = key === undefined ? null : variantOf(request);
    const recorded = variant === null ? undefined : this.headers.get(`${variant} ${url}`);
    const body = recorded && key !== undefined ? this.cache.fresh(key) : undefined;
    if (!recorded || !body || body.status !== 200) return false;
    const bytes = variant === 'gzip' ? body.gzip : body.plain;
    const id = newRequestId();
    const started = performance.now();
    const log = this.accessLog && accessLogLevels.has(this.accessLog.level) ? this.accessLog : null;
    try {
      response.writeHead(200, [...recorded, 'content-length', String(bytes.length), 'x-request-id', id]);
    } catch (error) {
      this.log?.error({ err: error, reqId: id }, 'cached answer could not be sent; Fastify answers instead');
      return false;
    }
    response.end(bytes);
    // `end` hands the whole answer to the socket at once, so it is timed and logged here rather
    // than on 'finish', a listener per request that cost more than the line itself.
    if (log || this.timed) {
      const pathname = url.split('?')[0] ?? '';
      // An API read's route is its path; a page has none of its own (plugins/logging.ts, routeOf).
      const route = this.keys.has(url) ? pathname : '(page)';
      const ms = performance.now() - started;
      // The same line as every other request's (plugins/logging.ts).
      const line: AccessLine = { reqId: id, method: 'GET', route, path: pathname, status: 200, durationMs: Math.round(ms * 10) / 10 };
      log?.info(line, 'request completed');
      if (this.timed) observeRequest('GET', route, 200, ms / 1000);
    }
    return true;
  }
}

/** Fastify's own HTTP/1 server, as it would make it, with the lean answers in front. */
export function leanServerFactory(
  lean: LeanCachedReads,
  /** Node's own: the headers must arrive within `headersTimeout`; its timeouts are checked every `connectionsCheckingInterval`. */
  serverOptions: Pick<ServerOptions, 'headersTimeout' | 'connectionsCheckingInterval'> = {},
): FastifyServerFactory<Server> {
  return (handler, options) => {
    const server = createServer({ ...((options.http ?? {}) as ServerOptions), ...serverOptions }, (request, response) => {
      if (!lean.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = Number(options.keepAliveTimeout);
    server.requestTimeout = Number(options.requestTimeout);
    server.setTimeout(Number(options.connectionTimeout));
    if (Number(options.maxRequestsPerSocket) > 0) server.maxRequestsPerSocket = Number(options.maxRequestsPerSocket);
    return server;
  };
}
