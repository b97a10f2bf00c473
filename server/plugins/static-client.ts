import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import { duringPageRender } from './logging';

/** The app rendered on the server for one page, with its data for the browser's queries. */
interface RenderedApp {
  html: string;
  queryState: string;
  queryStateId: string;
}

type AppRenderer = (path: string, search: string, request: { cookie: string | undefined; host: string }) => Promise<RenderedApp>;

/**
 * How pages are made: the pages feature's functions, given by app.ts (a plugin sits below the
 * features and imports none of them). `P` is the feature's page: its status and head.
 */
export interface ServerPages<P extends { status: number }> {
  /** The server build's renderer for the client folder, or null without a server build. */
  loadPageRenderer: (app: FastifyInstance, clientFolder: string) => Promise<AppRenderer | null>;
  /** The page's status and head for a path. */
  resolvePage: (db: Database, path: string) => Promise<P>;
  /** The built index.html with the page's head in it. */
  renderPageHtml: (template: string, page: P, origin: string) => string;
  withRenderedApp: (pageHtml: string, rendered: RenderedApp) => string;
}

/** Hashed assets never change; index.html must be revalidated so a new build is picked up. */
function cacheControlFor(filePath: string): string {
  if (filePath.endsWith('.html')) return 'no-cache';
  return filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/**
 * Serves the built client: hashed assets cached for a year, every other path answered with
 * the page rendered on the server with its data (when the client's server build is there),
 * its own head (title, description, link preview tags) and status: 404 for an unknown path or
 * a missing project or creator, rendered in its not-found state. Unknown /api paths are JSON 404s.
 * A visitor's page (no session cookie) is the same for every visitor, so it is kept in the
 * response cache and cleared by writes like `/api/tours`; a signed-in user's page never is.
 */
export async function registerStaticClient<P extends { status: number }>(
  app: FastifyInstance,
  clientFolder: string | null,
  pages: ServerPages<P>,
): Promise<void> {
  const { loadPageRenderer, renderPageHtml, resolvePage, withRenderedApp } = pages;
  const hasClient = clientFolder !== null && existsSync(path.join(clientFolder, 'index.html'));
  // Read once: a new build means a new server process.
  const template = hasClient ? readFileSync(path.join(clientFolder, 'index.html'), 'utf8') : '';
  const renderer: AppRenderer | null = hasClient ? await loadPageRenderer(app, clientFolder) : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientFolder,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      throw notFound('No such API endpoint.');
    }
    if (!hasClient) {
      return reply.code(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
    }
    if (path.extname(pathname) && !pathname.endsWith('.html')) throw notFound('No such file.');
    const search = request.url.slice(pathname.length + 1);
    const cookie = request.headers.cookie;
    // PUBLIC_URL, not the Host header: a visitor cannot choose the addresses a cached page names.
    const origin = app.config.publicUrl;
    const buildPage = async () => {
      const page = await resolvePage(app.database.db, pathname);
      const pageHtml = renderPageHtml(template, page, origin);
      if (!renderer) return { status: page.status, text: pageHtml };
      try {
        // Its in-process API reads are logged at debug under this request's id (plugins/logging.ts).
        const rendered = await duringPageRender(request.id, () => renderer(pathname, search, { cookie, host: request.host }));
        return { status: page.status, text: withRenderedApp(pageHtml, rendered) };
      } catch (error) {
        // The browser can still render the page itself: an empty #root is what it gets without a server build.
        request.log.error({ err: error }, 'server rendering failed');
        return { status: page.status, text: pageHtml };
      }
    };
    reply.header('vary', 'cookie');
    if (request.cookies[app.sessions.cookieName] === undefined) {
      reply.header('cache-control', 'public, no-cache');
      return app.responseCache.sendAnswer(request, reply, `page ${origin}${request.url}`, 'text/html; charset=utf-8', buildPage);
    }
    // The header and the dashboard are the user's: no shared cache may keep them.
    const { status, text } = await buildPage();
    return reply.code(status).header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(text);
  });
}
