import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
}

type TestAppOptions = Pick<BuildAppOptions, 'responseCacheMaxAgeMs' | 'clock' | 'onRoute' | 'logger'>;

/** Builds the app on a fresh database; `close` closes both. */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
): Promise<TestContext & { close: () => Promise<void> }> {
  const testDatabase = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database: testDatabase.database, clientFolder: null, logger: false, ...options });
  const close = async () => {
    await app.close();
    await testDatabase.close();
  };
  return { app, database: testDatabase.database, config, close };
}

/** Builds the app on a fresh database before the file's tests and closes both after them. */
export function useTestApp(env: NodeJS.ProcessEnv = {}, options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const built = await buildTestApp(env, options);
    Object.assign(context, { app: built.app, database: built.database, config: built.config });
    close = built.close;
  });
  afterAll(() => close());
  return context;
}

let emailCounter = 0;

/** An email no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${emailCounter}@example.test`;
}

/** Signs up a new account and returns the session cookie to send with later requests. */
export async function signUpUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string; accountType: string }> = {},
): Promise<{ cookie: string; email: string; password: string; response: LightMyRequestResponse }> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { firstName: 'Test', lastName: 'Investor', accountType: 'investor', ...overrides, email, password },
  });
  return { cookie: sessionCookie(response), email, password, response };
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'sb_session');
  return cookie ? `sb_session=${cookie.value}` : '';
}

/** `app.inject` with a JSON body and an optional cookie. */
export function send(app: FastifyInstance, options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse> {
  const { cookie, headers, ...rest } = options;
  return app.inject({ ...rest, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

/**
 * Moves the app's sandbox clock on by `advanceDays` through `POST /api/sandbox/clock` (as the admin
 * with `token`, the app's SANDBOX_ADMIN_TOKEN), expects 200 and returns the sandbox time it answers.
 */
export async function advanceSandboxClock(app: FastifyInstance, token: string, advanceDays: number): Promise<Date> {
  const response = await send(app, {
    method: 'POST',
    url: '/api/sandbox/clock',
    headers: { authorization: `Bearer ${token}` },
    payload: { advanceDays },
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Date(response.json().now as string);
}
