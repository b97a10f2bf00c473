import { describe, expect, it } from 'vitest';
import { send, useTestApp } from '../test/test-app';

const context = useTestApp({ SANDBOX_ADMIN_TOKEN: 'api-docs-admin-token-for-tests' });

/** The document is JSON, read by path. */
type Json = ReturnType<typeof JSON.parse>;

/** The schema itself, or the component schema it refers to. */
function resolve(document: Json, schema: Json): Json {
  const ref: unknown = schema?.$ref;
  return typeof ref === 'string' ? document.components.schemas[ref.replace('#/components/schemas/', '')] : schema;
}

/** Every `$ref` in `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => (key === '$ref' && typeof item === 'string' ? [item] : refsIn(item)));
}

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
    const signupBody = resolve(document, document.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema);
    expect(signupBody.required).toEqual(expect.arrayContaining(['email', 'firstName', 'lastName', 'password']));
    const ledgerPage = resolve(document, document.paths['/api/ledger'].get.responses['200'].content['application/json'].schema);
    const ledgerItem = resolve(document, ledgerPage.properties.items.items);
    expect(Object.keys(ledgerItem.properties)).toEqual(
      expect.arrayContaining(['id', 'at', 'code', 'amount', 'balanceAfter', 'description', 'projectId', 'investmentId']),
    );
  });

  it('names the payloads of common/schemas/ as components that the operations refer to', async () => {
    const document: Json = (await send(context.app, { method: 'GET', url: '/api/docs/json' })).json();
    const schemas: Record<string, unknown> = document.components.schemas;
    expect(Object.keys(schemas).length).toBeGreaterThan(40);
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['Error', 'Project', 'Investment', 'InvestmentRequest', 'Order', 'PlaceOrder', 'CurrentUser', 'Health']),
    );
    const answer = (path: string, method: string, status: string) =>
      document.paths[path][method].responses[status].content['application/json'].schema;
    expect(answer('/api/tours/{id}', 'get', '200')).toEqual({ $ref: '#/components/schemas/ProjectDetail' });
    expect(answer('/api/investments', 'post', '201')).toEqual({ $ref: '#/components/schemas/Investment' });
    expect(answer('/api/investments', 'get', '200')).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Investment' } });
    expect(answer('/api/market/orders/{id}', 'delete', '200')).toEqual({ $ref: '#/components/schemas/Order' });
    expect(answer('/api/market/orders', 'post', '201').properties.order).toEqual({ $ref: '#/components/schemas/Order' });
    expect(answer('/api/investments', 'post', '400')).toEqual({ $ref: '#/components/schemas/Error' });
    expect(document.paths['/api/investments'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/InvestmentRequest',
    });
    // Every reference resolves, and every component is referred to (from an operation or another component).
    const refs = new Set(refsIn(document));
    expect([...refs].filter((ref) => !(ref.replace('#/components/schemas/', '') in schemas))).toEqual([]);
    expect(Object.keys(schemas).filter((name) => !refs.has(`#/components/schemas/${name}`))).toEqual([]);
    // Query and path parameters stay inline: the swagger plugin cannot read a referred schema as parameters.
    const parameters = Object.values<Json>(document.paths).flatMap((item) =>
      Object.values<Json>(item).flatMap((op) => op.parameters ?? []),
    );
    expect(refsIn(parameters)).toEqual([]);
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
