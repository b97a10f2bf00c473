import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { decimalToCents, quoteInvestment } from '@common/money';
import type { Project } from '@common/schemas/projects';
import { startServer, type ServerProcess } from '../bench/lib/server-process';
import { newAccount } from './fixtures';
import { expect, test } from './test';

/**
 * A server of the spec's own (the same build, a fresh database, an admin token), for specs that
 * move the sandbox clock, which the shared e2e server must never do. Call at the top of a spec.
 */
export function useOwnServer(adminToken: string) {
  let server: ServerProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const clientDir: Record<string, string> = process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {};
    server = await startServer({
      env: { SANDBOX_ADMIN_TOKEN: adminToken, SANDBOX_SEED: process.env.E2E_SANDBOX_SEED ?? '0', ...clientDir },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    /** A browser context of a new account on this server; its API requests share the page's cookies. */
    async signedUp(browser: Browser, accountType: 'investor' | 'musician'): Promise<BrowserContext> {
      if (!server) throw new Error('the server has not started');
      const context = await browser.newContext({ baseURL: server.url });
      const response = await context.request.post('/api/auth/signup', { data: { ...newAccount(), accountType } });
      expect(response.status(), await response.text()).toBe(201);
      return context;
    },
    /** Moves the sandbox clock on by `days`. */
    async advanceClock(request: APIRequestContext, days: number): Promise<void> {
      await post(request, '/api/sandbox/clock', { advanceDays: days }, { authorization: `Bearer ${adminToken}` });
    },
  };
}

/** A POST that must succeed, its JSON answer. */
export async function post(
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await request.post(path, { data, headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

/** Adds `amount` to the account's cash, then invests all of it in `project`. */
export async function invest(request: APIRequestContext, project: Project, amount: string): Promise<void> {
  await post(request, '/api/funds/add', { amount, paymentMethod: 'credit_card' });
  const { shares } = quoteInvestment(decimalToCents(amount), decimalToCents(project.sharePrice));
  await post(request, '/api/investments', {
    projectId: project.id,
    investorName: 'Ada Tester',
    investorEmail: 'ada@example.test',
    amount,
    shares,
  });
}
