import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
}

/** Builds the app on a fresh database before the file's tests and closes both after them. */
export function useTestApp(
  env: NodeJS.ProcessEnv = {},
  options: Pick<BuildAppOptions, 'responseCacheMaxAgeMs' | 'clock' | 'onRoute' | 'logger'> = {},
): TestContext {
  const context = {} as TestContext;
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const testDatabase = await createTestDatabase();
    context.config = loadConfig({ LOG_LEVEL: 'silent', ...env });
    context.database = testDatabase.database;
    context.app = await buildApp({
      config: context.config,
      database: testDatabase.database,
      clientFolder: null,
      logger: false,
      ...options,
    });
    close = async () => {
      await context.app.close();
      await testDatabase.close();
    };
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
