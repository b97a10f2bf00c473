import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { users } from './db/schema';
import { buildApp } from './app';
import { loadConfig } from './config';
import { send, uniqueEmail, useTestApp } from './test/test-app';

const context = useTestApp();
const signupBody = () => ({
  email: uniqueEmail(),
  firstName: 'A',
  lastName: 'B',
  password: 'violet-harbour-tuba',
  accountType: 'investor',
});

describe('bad requests get a 4xx JSON message and change nothing', () => {
  it.each([
    ['malformed JSON', { headers: { 'content-type': 'application/json' }, payload: '{"email": ' }, 400],
    ['a form body', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a@b.co' }, 415],
    ['a text body', { headers: { 'content-type': 'text/plain' }, payload: 'hello' }, 415],
    [
      'a 2 MB body',
      { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...signupBody(), bio: 'x'.repeat(2_000_000) }) },
      413,
    ],
    ['a JSON array', { headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' }, 400],
    [
      'a prototype-pollution key',
      { headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"admin": true}, "email": "a@b.co"}' },
      400,
    ],
  ])('%s', async (_name, request, status) => {
    const before = await context.database.db.$count(users);
    const response = await context.app.inject({ method: 'POST', url: '/api/auth/signup', ...request });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(response.body).not.toMatch(/at .*\.ts|select |insert |stack/i);
    expect(await context.database.db.$count(users)).toBe(before);
  });

  it('refuses a foreign Origin and a cross-site fetch with 403', async () => {
    const foreign = await send(context.app, {
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: signupBody(),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    const crossSite = await send(context.app, { method: 'POST', url: '/api/auth/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await send(context.app, {
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: signupBody(),
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/tours'],
      ['GET', '/api'],
    ] as const) {
      const response = await send(context.app, { method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No such API endpoint.' });
    }
  });
});

describe('security headers and health', () => {
  it('sends a CSP and the usual hardening headers', async () => {
    const response = await send(context.app, { method: 'GET', url: '/api/tours' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('names every answer with its request id, refusals and errors included', async () => {
    const json = { 'content-type': 'application/json' };
    const answers = [
      await send(context.app, { method: 'GET', url: '/api/tours' }),
      await send(context.app, { method: 'GET', url: '/api/nothing-here' }),
      await send(context.app, { method: 'POST', url: '/api/auth/login', payload: '{"email":', headers: json }),
      await send(context.app, { method: 'POST', url: '/api/investments', payload: {} }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 400, 401]);
    for (const answer of answers) expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports the database in /api/health', async () => {
    const response = await send(context.app, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { ok: true, kind: context.database.kind } });
  });
});

describe('serving the built client', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-client-'));
    mkdirSync(path.join(folder, 'assets'));
    writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>Stagebacker Sandbox</title><div id="root"></div>');
    writeFileSync(path.join(folder, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database: context.database, clientFolder: folder, logger: false });
  });
  afterAll(() => app.close());

  it('answers every page path with its page, revalidated, an unknown one with a 404', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/explore?category=indie', 200],
      ['/tour/1', 200],
      ['/no/such/page', 404],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers.vary).toMatch(/cookie/);
      expect(response.body).toContain('Stagebacker Sandbox');
    }
  });

  it('never lets a shared cache keep a page sent with a session cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard', cookies: { sb_session: 'any' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('serves hashed assets with a long cache and compression', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-file.js' });
    expect(response.statusCode).toBe(404);
  });
});
