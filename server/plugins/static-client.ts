import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { renderPageHtml, requestOrigin, resolvePage } from '../features/pages';

/** Hashed assets never change; index.html must be revalidated so a new build is picked up. */
function cacheControlFor(filePath: string): string {
  if (filePath.endsWith('.html')) return 'no-cache';
  return filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/**
 * Serves the built client: hashed assets cached for a year, every other path answered with
 * index.html carrying the page's own head (title, description, link preview tags) and status:
 * 404 for an unknown path or a missing project or creator, whose page the client's router then
 * shows. Unknown /api paths are JSON 404s.
 */
export async function registerStaticClient(app: FastifyInstance, clientFolder: string | null): Promise<void> {
  const hasClient = clientFolder !== null && existsSync(path.join(clientFolder, 'index.html'));
  // Read once: a new build means a new server process.
  const template = hasClient ? readFileSync(path.join(clientFolder, 'index.html'), 'utf8') : '';
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
    const page = await resolvePage(app.database.db, pathname);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderPageHtml(template, page, requestOrigin(request)));
  });
}
