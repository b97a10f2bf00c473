import { describe, expect, it } from 'vitest';
import { send, useTestApp } from '../test/test-app';

const context = useTestApp({ SANDBOX_ADMIN_TOKEN: 'api-docs-admin-token-for-tests' });

describe('the API documentation', () => {
  it('serves an OpenAPI document generated from the zod schemas', async () => {
    const response = await send(context.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const paths = [
      '/api/tours',
      '/api/tours/{id}',
      '/api/auth/signup',
      '/api/auth/login',
      '/api/investments',
      '/api/funds/add',
      '/api/upload-url',
      '/api/projects',
    ];
    // The campaign reads and the clock (present when an admin token is configured, as here).
    paths.push('/api/investments/history', '/api/investments/{id}', '/api/ledger', '/api/sandbox', '/api/sandbox/clock');
    for (const path of paths) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    const signupBody = document.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signupBody.required).toEqual(expect.arrayContaining(['email', 'firstName', 'lastName', 'password']));
    const ledgerItem = document.paths['/api/ledger'].get.responses['200'].content['application/json'].schema.properties.items.items;
    expect(Object.keys(ledgerItem.properties)).toEqual(
      expect.arrayContaining(['id', 'at', 'code', 'amount', 'balanceAfter', 'description', 'projectId', 'investmentId']),
    );
  });

  it('serves the browsable documentation page', async () => {
    const response = await send(context.app, { method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
    const page =
      response.statusCode === 302 ? await send(context.app, { method: 'GET', url: String(response.headers.location) }) : response;
    expect(page.body).toContain('swagger');
  });

  it('names every answer with a request id', async () => {
    const response = await send(context.app, { method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
