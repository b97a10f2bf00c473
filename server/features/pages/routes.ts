import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { staticPages } from '../../../client/pages/routes';
import { creators, projects } from '../../db/schema';

/** A sitemap holds at most 50,000 addresses. */
const SITEMAP_LIMIT = 50_000;

/** `/robots.txt` and `/sitemap.xml`: what search engines may list, and where to find it. */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const hidden = staticPages()
      .filter(({ meta }) => meta.noindex)
      .map(({ path }) => `Disallow: ${path}`);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(['User-agent: *', 'Disallow: /api/', ...hidden, '', `Sitemap: ${app.config.publicUrl}/sitemap.xml`, ''].join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = app.config.publicUrl;
    const fixed = staticPages()
      .filter(({ meta }) => meta.public)
      .map(({ path }) => path);
    const openProjects = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.status, 'active'))
      .orderBy(projects.id)
      .limit(SITEMAP_LIMIT);
    const backedCreators = await db
      .select({ id: creators.id })
      .from(creators)
      .where(sql`exists (select 1 from ${projects} where ${projects.creatorId} = ${creators.id} and ${projects.status} = 'active')`)
      .orderBy(creators.id)
      .limit(SITEMAP_LIMIT);
    const paths = [
      ...fixed,
      ...openProjects.map((project) => `/tour/${project.id}`),
      ...backedCreators.map((creator) => `/musician/${creator.id}`),
    ].slice(0, SITEMAP_LIMIT);
    const urls = paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });
};
