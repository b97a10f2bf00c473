import { DrizzleQueryError } from 'drizzle-orm/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpUser, uniqueEmail, useTestApp } from '../test/test-app';
import { accessLogger, duringPageRender, type AccessLine } from './logging';

/** Every line the app logs, parsed (the app writes JSON lines to this destination instead of standard output). */
const lines: Array<Record<string, unknown>> = [];
const destination = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
const INFO = 30;
const DEBUG = 20;

const context = useTestApp({ LOG_LEVEL: 'trace' }, { logger: destination });
beforeEach(() => {
  lines.length = 0;
});

const requestLines = () => lines.filter((line) => line.msg === 'request completed');
const text = () => lines.map((line) => JSON.stringify(line)).join('\n');

describe('the request log', () => {
  it('writes one info line per request with its method, route, status, duration and request id', async () => {
    const answer = await context.app.inject({ method: 'GET', url: '/api/tours/999999?x=1' });
    expect(answer.statusCode).toBe(404);
    expect(requestLines()).toHaveLength(1);
    const [line] = requestLines();
    expect(line).toMatchObject({
      level: INFO,
      method: 'GET',
      route: '/api/tours/:id',
      path: '/api/tours/999999',
      status: 404,
      reqId: answer.headers['x-request-id'],
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
    // Fastify's own two lines per request are off.
    expect(lines.filter((one) => one.msg === 'incoming request')).toEqual([]);
  });

  it('writes one line for a cached public read answered in front of Fastify too', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const address = context.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    for (let round = 0; round < 3; round += 1) await fetch(`http://127.0.0.1:${port}/api/tours`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const tours = requestLines().filter((line) => line.path === '/api/tours');
    expect(tours).toHaveLength(3);
    for (const line of tours) expect(line).toMatchObject({ level: INFO, method: 'GET', route: '/api/tours', status: 200 });
    expect(lines.filter((one) => one.msg === 'incoming request')).toEqual([]);
  });

  it('logs the API reads of a page render at debug, under the page request id', async () => {
    await duringPageRender('page-request-1', () => context.app.inject({ method: 'GET', url: '/api/projects' }));
    expect(requestLines()).toEqual([]);
    const reads = lines.filter((line) => line.msg === 'page render API read');
    expect(reads).toEqual([
      expect.objectContaining({ level: DEBUG, reqId: 'page-request-1', route: '/api/projects', status: 200, pageRender: true }),
    ]);
  });
});

describe('what the log never holds', () => {
  it('redacts every line but the access line, which its type keeps to fields that hold nothing to redact', () => {
    context.app.log.info({ password: 'hunter2-secret', email: 'someone@example.test' }, 'a line of the app');
    const line: AccessLine = { reqId: 'request-1', method: 'GET', route: '/api/tours', path: '/api/tours', status: 200, durationMs: 0.4 };
    accessLogger(context.app.log).info(line, 'request completed');
    expect(lines.find((one) => one.msg === 'a line of the app')).toMatchObject({ password: '[Redacted]', email: '[Redacted]' });
    expect(requestLines()).toEqual([expect.objectContaining({ level: INFO, ...line })]);
    expect(text()).not.toContain('hunter2-secret');
  });

  it('has neither the email nor the password of a sign-in, failed or not', async () => {
    const { email, password } = await signUpUser(context.app);
    lines.length = 0;
    const failed = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password 123' } });
    expect(failed.statusCode).toBe(401);
    const signedIn = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(signedIn.statusCode).toBe(200);
    expect(lines.length).toBeGreaterThan(0);
    expect(text()).not.toContain(email);
    expect(text()).not.toContain(email.split('@')[0]);
    expect(text()).not.toContain(password);
    expect(text()).not.toContain('wrong password 123');
  });

  it('has no cookie, authorization header or session token, even when a line is given the headers', async () => {
    const { cookie } = await signUpUser(context.app);
    const token = cookie.split('=')[1] ?? '';
    lines.length = 0;
    await context.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie, authorization: 'Bearer sekret-admin-token-123' } });
    context.app.log.info({ headers: { cookie, authorization: 'Bearer sekret-admin-token-123' } }, 'headers by hand');
    context.app.log.info({ headers: { cookie }, user: { email: 'someone@example.test', token } }, 'nested by hand');
    expect(token.length).toBeGreaterThan(10);
    expect(text()).not.toContain(token);
    expect(text()).not.toContain('sekret-admin-token');
    expect(text()).not.toContain('someone@example.test');
    expect(lines.find((line) => line.msg === 'headers by hand')).toMatchObject({
      headers: { cookie: '[Redacted]', authorization: '[Redacted]' },
    });
  });

  it("has a failed query's statement but not its parameters, nor PostgreSQL's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(leaked@example.test) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['leaked@example.test', 'hash-abc'],
      cause,
    );
    context.app.log.error({ err: error }, 'request failed');
    expect(text()).not.toContain('leaked@example.test');
    expect(text()).not.toContain('hash-abc');
    expect(lines[0]).toMatchObject({
      err: {
        type: 'DrizzleQueryError',
        message: expect.stringContaining('insert into "users"'),
        cause: { code: '23505', constraint: 'users_email_unique' },
      },
    });
  });
});

describe('security events', () => {
  it('writes one line for a failed sign-in, with its event and no email', async () => {
    const email = uniqueEmail('guess');
    const answer = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not the password' } });
    expect(answer.statusCode).toBe(401);
    const events = lines.filter((line) => line.security === true);
    expect(events).toEqual([
      expect.objectContaining({
        event: 'login_failed',
        emailDigest: expect.stringMatching(/^[0-9a-f]{16}$/),
        reqId: answer.headers['x-request-id'],
      }),
    ]);
    expect(text()).not.toContain(email);
  });
});
