import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

async function answerHeaders(secure: boolean): Promise<Record<string, unknown>> {
  const app = Fastify();
  registerSecurityHeaders(app, { secure });
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.headers;
}

/** What helmet itself sends, run as ordinary middleware on a real server, with the same options. */
async function helmetOwnHeaders(): Promise<Record<string, unknown>> {
  const middleware = helmet({ contentSecurityPolicy: false, strictTransportSecurity: false, crossOriginEmbedderPolicy: false });
  const server = createServer((request, response) => middleware(request, response, () => response.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return Object.fromEntries(response.headers);
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it("sends helmet's headers on every answer, the same as helmet sends them", async () => {
    const headers = await answerHeaders(false);
    for (const name of HELMET_HEADERS) expect(headers[name], name).toBeDefined();
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;media-src 'self' blob:;" +
        "font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    const own = await helmetOwnHeaders();
    for (const name of HELMET_HEADERS.filter((header) => header !== 'content-security-policy')) expect(headers[name], name).toBe(own[name]);
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests only behind HTTPS', async () => {
    const headers = await answerHeaders(true);
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });
});
