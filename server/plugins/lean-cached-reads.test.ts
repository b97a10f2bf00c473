import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { projects } from '../db/schema';
import { useTestApp } from '../test/test-app';

// Answers are kept a minute, so only a write of this process (not the clock) clears them.
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { responseCacheMaxAgeMs: 60_000 });
/** Requests that reached Fastify's pipeline (the lean path answers the others before it). */
const routed: string[] = [];
let origin = '';

beforeAll(async () => {
  context.app.addHook('onRequest', async (request) => {
    routed.push(`${request.method} ${request.url}`);
  });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on its own connection, bytes as sent (no decompression). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET', to = origin): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${to}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const withoutPerAnswer = ({ date: _date, 'x-request-id': _id, ...headers }: IncomingHttpHeaders) => headers;
const reachedFastify = () => routed.filter((line) => line.startsWith('GET /api/tours')).length;

describe('lean answers for GET /api/tours', () => {
  it.each([
    ['plain', {}],
    ['gzip', { 'accept-encoding': 'gzip, deflate, br' }],
  ])('sends the same status, headers and bytes as the full pipeline (%s)', async (_name, headers) => {
    await signUp(); // A write: the next read goes through Fastify.
    const before = reachedFastify();
    const full = await get('/api/tours', headers);
    const lean = await get('/api/tours', headers);
    expect(reachedFastify()).toBe(before + 1);
    expect(lean.status).toBe(200);
    expect(withoutPerAnswer(lean.headers)).toEqual(withoutPerAnswer(full.headers));
    expect(lean.body.equals(full.body)).toBe(true);
    expect(lean.headers['content-security-policy']).toBeDefined();
    expect(lean.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lean.headers['x-request-id']).not.toBe(full.headers['x-request-id']);
  });

  it('leaves every other request to Fastify: a query, HEAD, another encoding, another path', async () => {
    await get('/api/tours');
    await get('/api/tours');
    const before = routed.length;
    await get('/api/tours?sort=new');
    await get('/api/tours', {}, 'HEAD');
    const brotli = await get('/api/tours', { 'accept-encoding': 'br' });
    await get('/api/tours/');
    expect(routed.length).toBe(before + 4);
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('is cleared by a write of this process before the write is answered', async () => {
    const first = JSON.parse((await get('/api/tours')).body.toString()) as Array<{ id: number; title: string }>;
    const target = first[0];
    if (!target) throw new Error('no projects');
    await context.database.db.update(projects).set({ title: 'Renamed behind the cache' }).where(eq(projects.id, target.id));
    const cached = JSON.parse((await get('/api/tours')).body.toString()) as Array<{ id: number; title: string }>;
    expect(cached.find((project) => project.id === target.id)?.title).toBe(target.title);
    await signUp();
    const after = JSON.parse((await get('/api/tours')).body.toString()) as Array<{ id: number; title: string }>;
    expect(after.find((project) => project.id === target.id)?.title).toBe('Renamed behind the cache');
  });
});

describe('lean answers for the pages of signed-out visitors', () => {
  let pagesApp: FastifyInstance;
  let pagesOrigin = '';
  const pagesRouted: string[] = [];
  const page = (url: string, headers: Record<string, string> = {}) => get(url, headers, 'GET', pagesOrigin);

  beforeAll(async () => {
    // With a built client, as served (no server renderer: the template is the page).
    const folder = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-lean-pages-'));
    writeFileSync(
      path.join(folder, 'index.html'),
      '<!doctype html><html><head><title>Stagebacker Sandbox</title></head><body></body></html>',
    );
    pagesApp = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: context.database,
      clientFolder: folder,
      logger: false,
      responseCacheMaxAgeMs: 60_000,
    });
    pagesApp.addHook('onRequest', async (request) => {
      pagesRouted.push(`${request.method} ${request.url}`);
    });
    await pagesApp.listen({ port: 0, host: '127.0.0.1' });
    pagesOrigin = `http://127.0.0.1:${(pagesApp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await pagesApp.close();
  });

  it.each([
    ['plain', {}],
    ['gzip', { 'accept-encoding': 'gzip, deflate, br' }],
  ])('sends a cached page with the full pipeline status, headers and bytes (%s)', async (_name, headers) => {
    const before = pagesRouted.length;
    const full = await page('/explore?sort=new', headers);
    const lean = await page('/explore?sort=new', headers);
    expect(pagesRouted.length).toBe(before + 1);
    expect(lean.status).toBe(200);
    expect(withoutPerAnswer(lean.headers)).toEqual(withoutPerAnswer(full.headers));
    expect(lean.body.equals(full.body)).toBe(true);
    expect(lean.headers['cache-control']).toBe('public, no-cache');
    expect(lean.headers['content-security-policy']).toBeDefined();
  });

  it('leaves a signed-in visitor, an API path and a file to Fastify', async () => {
    await page('/how-it-works');
    await page('/how-it-works');
    const before = pagesRouted.length;
    const signedIn = await page('/how-it-works', { cookie: 'theme=dark; sb_session=not-a-session' });
    await page('/api/not-there');
    await page('/api/not-there');
    await page('/missing.js');
    await page('/missing.js');
    expect(pagesRouted.length).toBe(before + 5);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    // Another cookie is not a session: the cached page.
    await page('/how-it-works', { cookie: 'theme=dark' });
    expect(pagesRouted.length).toBe(before + 5);
  });
});

async function signUp(): Promise<void> {
  const response = await fetch(`${origin}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `lean-${Date.now()}-${Math.random()}@example.test`,
      password: 'correct horse battery',
      firstName: 'Lean',
      lastName: 'Reader',
    }),
  });
  expect(response.status).toBe(201);
}
