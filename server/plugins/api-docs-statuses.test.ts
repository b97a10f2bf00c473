import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { healthUnavailableSchema, livenessSchema, readinessSchema, readinessUnavailableSchema } from '@common/schemas/health';
import { send, signUpUser, uniqueEmail, useTestApp } from '../test/test-app';

// One password reset per email, so that the second answers 429.
const context = useTestApp({ PASSWORD_RESETS_PER_EMAIL: '1', SIGNUPS_PER_CLIENT: '1000' });

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
}
let paths: Record<string, Record<string, Operation>> = {};
beforeAll(async () => {
  paths = (await send(context.app, { method: 'GET', url: '/api/docs/json' })).json<{ paths: typeof paths }>().paths;
});
afterEach(() => vi.restoreAllMocks());

const errorRef = { $ref: '#/components/schemas/Error' };

/** The answer has `status`, and the document lists that status for the operation; an error is `{ message }`, as the Error schema says. */
function expectDocumented(response: LightMyRequestResponse, status: number, operation: string): void {
  expect(response.statusCode, response.body).toBe(status);
  const [method = '', path = ''] = operation.split(' ');
  const documented = paths[path]?.[method.toLowerCase()]?.responses[String(status)];
  expect(documented, `${operation} answered ${status}, which the API document does not list`).toBeDefined();
  if (status >= 400 && !path.startsWith('/api/health')) {
    expect(documented?.content?.['application/json']?.schema).toEqual(errorRef);
    expect(response.json()).toEqual({ message: expect.any(String) });
  }
}

/** What the database driver throws when PostgreSQL cancels a statement at statement_timeout. */
const statementTimeout = () => Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });

describe('the statuses the API document lists are the ones the server answers', () => {
  it('401: a wrong password at login, and a guarded route signed out', async () => {
    const { email } = await signUpUser(context.app);
    const login = await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password: 'not the password' } });
    expectDocumented(login, 401, 'POST /api/auth/login');
    expectDocumented(await send(context.app, { method: 'GET', url: '/api/investments' }), 401, 'GET /api/investments');
  });

  it('409: a taken email at sign-up', async () => {
    const { email } = await signUpUser(context.app);
    const again = await send(context.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'another good passphrase', firstName: 'Same', lastName: 'Email', accountType: 'investor' },
    });
    expectDocumented(again, 409, 'POST /api/auth/signup');
  });

  it('400 and 422: an unusable Idempotency-Key, and one reused for a different request', async () => {
    const { cookie } = await signUpUser(context.app);
    const add = (amount: string, key: string) =>
      send(context.app, {
        method: 'POST',
        url: '/api/funds/add',
        cookie,
        headers: { 'idempotency-key': key },
        payload: { amount, paymentMethod: 'credit_card' },
      });
    expectDocumented(await add('20', 'a b'), 400, 'POST /api/funds/add');
    expectDocumented(await add('20', 'api-docs-key'), 200, 'POST /api/funds/add');
    expectDocumented(await add('30', 'api-docs-key'), 422, 'POST /api/funds/add');
    const parameters = (paths['/api/funds/add']?.post as { parameters?: { in: string; name: string }[] }).parameters;
    expect(parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }));
  });

  it('403 and 404: an investor creating a project, a tour that does not exist', async () => {
    const { cookie } = await signUpUser(context.app);
    const create = await send(context.app, { method: 'POST', url: '/api/projects', cookie, payload: {} });
    expectDocumented(create, 403, 'POST /api/projects');
    expectDocumented(await send(context.app, { method: 'GET', url: '/api/tours/2000000000' }), 404, 'GET /api/tours/{id}');
  });

  it('429: a rate limit, with Retry-After', async () => {
    const forgot = () =>
      send(context.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody-docs@example.test' } });
    expectDocumented(await forgot(), 200, 'POST /api/auth/forgot-password');
    const limited = await forgot();
    expectDocumented(limited, 429, 'POST /api/auth/forgot-password');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(paths['/api/auth/forgot-password']?.post?.responses['429']?.headers).toHaveProperty('Retry-After');
  });

  it('413 and 415: a JSON body over the limit, a body that is not JSON', async () => {
    const big = JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(2 * 1024 * 1024) });
    const tooLarge = await send(context.app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expectDocumented(tooLarge, 413, 'POST /api/auth/login');
    const notJson = await send(context.app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectDocumented(notJson, 415, 'POST /api/auth/login');
  });

  it('503: a statement the database cancelled, with Retry-After', async () => {
    const { cookie } = await signUpUser(context.app);
    vi.spyOn(context.database.db, 'transaction').mockRejectedValueOnce(statementTimeout());
    const response = await send(context.app, {
      method: 'POST',
      url: '/api/funds/add',
      cookie,
      payload: { amount: '20', paymentMethod: 'credit_card' },
    });
    expectDocumented(response, 503, 'POST /api/funds/add');
    expect(response.headers['retry-after']).toBe('5');
  });

  it('the upload address: 404 for an address that was never issued; the body is the file', async () => {
    const response = await send(context.app, {
      method: 'PUT',
      url: '/api/uploads/not-an-upload?token=x',
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('png'),
    });
    expectDocumented(response, 404, 'PUT /api/uploads/{id}');
    const body = (paths['/api/uploads/{id}']?.put as { requestBody?: { content: Record<string, { schema: unknown }> } }).requestBody;
    expect(body?.content['image/png']?.schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(body?.content ?? {})).toEqual(expect.arrayContaining(['audio/mpeg', 'audio/wav', 'image/jpeg', 'image/webp']));
  });

  it('health, liveness and readiness answer their documented schemas, 200 and 503', async () => {
    const live = await send(context.app, { method: 'GET', url: '/api/health/live' });
    expectDocumented(live, 200, 'GET /api/health/live');
    expect(livenessSchema.parse(live.json())).toEqual({ status: 'live' });
    expect(paths['/api/health/live']?.get?.responses['503'], 'liveness asks no dependency').toBeUndefined();
    const ready = await send(context.app, { method: 'GET', url: '/api/health/ready' });
    expectDocumented(ready, 200, 'GET /api/health/ready');
    expect(readinessSchema.parse(ready.json()).checks.database.ok).toBe(true);

    vi.spyOn(context.database.db, 'execute').mockRejectedValue(statementTimeout());
    const health = await send(context.app, { method: 'GET', url: '/api/health' });
    expectDocumented(health, 503, 'GET /api/health');
    expect(healthUnavailableSchema.parse(health.json()).message).toBe('The database is not reachable.');
    const notReady = await send(context.app, { method: 'GET', url: '/api/health/ready' });
    expectDocumented(notReady, 503, 'GET /api/health/ready');
    expect(readinessUnavailableSchema.parse(notReady.json()).checks.database).toMatchObject({ ok: false });
    for (const path of ['/api/health', '/api/health/ready']) {
      expect(paths[path]?.get?.responses['200']?.content?.['application/json']?.schema).toEqual({
        $ref: `#/components/schemas/${path === '/api/health' ? 'Health' : 'Readiness'}`,
      });
    }
  });
});
