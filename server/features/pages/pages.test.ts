import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTitle } from '@common/page-meta';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createProject } from '../../test/money-fixtures';
import { useTestApp } from '../../test/test-app';

/** The built index.html's head, as Vite leaves it. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The default description." />
    <title>Stagebacker Sandbox</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const context = useTestApp();
let app: FastifyInstance;
beforeAll(async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-pages-'));
  writeFileSync(path.join(folder, 'index.html'), TEMPLATE);
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://sandbox.example' }),
    database: context.database,
    clientFolder: folder,
    logger: false,
  });
});
afterAll(() => app.close());

const page = (url: string, host = 'sandbox.example') => app.inject({ method: 'GET', url, headers: { host } });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the HTML of each page', () => {
  it('names the page in its title and description, with a canonical link and link-preview tags', async () => {
    const response = await page('/explore?category=indie');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Explore Investment Opportunities · Stagebacker Sandbox');
    expect(metaOf(response.body, 'name', 'description')).toMatch(/fictional tours/);
    expect(response.body).toContain('<link rel="canonical" href="https://sandbox.example/explore" />');
    expect(metaOf(response.body, 'property', 'og:title')).toBe('Explore Investment Opportunities · Stagebacker Sandbox');
    expect(metaOf(response.body, 'name', 'twitter:card')).toBe('summary');
    expect(response.body).not.toContain('name="robots"');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
  });

  it("gives a project page the project's title, description and absolute image", async () => {
    const project = await createProject(context.database.db, {
      title: 'Night Bus & "Friends" <Live>',
      description: `A tour on the night buses, ${'with many stops '.repeat(20)}and a fictional ending.`,
      projectImageUrl: '/demo/night-bus.svg',
    });
    const response = await page(`/tour/${project.id}`);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Night Bus &#38; &#34;Friends&#34; &#60;Live&#62; · Stagebacker Sandbox');
    expect(metaOf(response.body, 'property', 'og:image')).toBe('https://sandbox.example/demo/night-bus.svg');
    expect(metaOf(response.body, 'name', 'twitter:card')).toBe('summary_large_image');
    const description = metaOf(response.body, 'name', 'description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.startsWith('A tour on the night buses')).toBe(true);
  });

  it("gives a creator page the creator's name", async () => {
    const project = await createProject(context.database.db);
    const response = await page(`/musician/${project.creatorId}`);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toMatch(/^Test Creator [0-9a-f]{6} · Stagebacker Sandbox$/);
  });

  it.each(['/no/such/page', '/tour/999999', '/tour/abc', '/tour/1/extra', '/musician/0', '/musician/2147483648'])(
    'answers %s with a 404 page that no search engine lists',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(titleOf(response.body)).toBe(documentTitle('Page Not Found'));
      expect(metaOf(response.body, 'name', 'robots')).toBe('noindex');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('marks /sandbox-access and the signed-in pages noindex in the HTML itself, without preview tags', async () => {
    for (const url of ['/sandbox-access', '/dashboard', '/login']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(metaOf(response.body, 'name', 'robots'), url).toBe('noindex');
      expect(response.body).not.toContain('og:title');
    }
  });

  it('takes its addresses from PUBLIC_URL, never from the Host header, whatever the header holds', async () => {
    for (const host of ['evil"><script>', 'attacker.example', 'sandbox.example:70000', 'localhost:99999']) {
      const response = await page('/explore', host);
      expect(response.statusCode, host).toBe(200);
      expect(response.body).toContain('<link rel="canonical" href="https://sandbox.example/explore" />');
      expect(response.body).not.toContain('<script>');
      expect(response.body).not.toContain('attacker');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets search engines list the public pages, not the API or the private pages, and points at the sitemap', async () => {
    const response = await page('/robots.txt', 'attacker.example:99999');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /sandbox-access');
    expect(response.body).toContain('Sitemap: https://sandbox.example/sitemap.xml');
  });

  it('lists the public pages, every open project and the creators behind them, and no closed project', async () => {
    const open = await createProject(context.database.db);
    const closed = await createProject(context.database.db, { status: 'failed', closedAt: new Date() });
    const response = await page('/sitemap.xml', 'attacker.example:99999');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    for (const path of ['/', '/explore', '/how-it-works', '/for-creators', `/tour/${open.id}`, `/musician/${open.creatorId}`]) {
      expect(response.body).toContain(`<loc>https://sandbox.example${path}</loc>`);
    }
    expect(response.body).not.toContain(`/tour/${closed.id}<`);
    expect(response.body).not.toContain('/dashboard');
  });
});
