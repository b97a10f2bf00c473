import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { investorWithPayouts, MEASURING_ADMIN_TOKEN, type InvestorWithPayouts } from '../bench/lib/investor-with-payouts';
import { startServer, type ServerProcess } from '../bench/lib/server-process';
import { expect, test } from './test';

/**
 * The budgets of issue 24 for signed-in pages: /dashboard (with investments and payouts) and a
 * project page load at most 200 KB of JavaScript gzipped, in at most 25 requests.
 *
 * Payouts need the sandbox clock moved, which the shared e2e server must never do: these tests
 * start a server of their own (the same build, a fresh database, an admin token) and sign an
 * investor in there.
 */
const JS_BUDGET_BYTES = 200 * 1024;
const REQUEST_BUDGET = 25;

const gzipped = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.describe.configure({ mode: 'serial' });

let server: ServerProcess;
let investor: InvestorWithPayouts;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The build the e2e server serves (E2E_CLIENT_DIR, as in playwright.config.ts).
  const clientDir: Record<string, string> = process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {};
  server = await startServer({ env: { SANDBOX_ADMIN_TOKEN: MEASURING_ADMIN_TOKEN, SANDBOX_SEED: '0', ...clientDir } });
  investor = await investorWithPayouts(server.url);
});

test.afterAll(async () => {
  await server?.stop();
});

interface Load {
  /** Every request the page made, of any kind (the document, scripts, styles, fonts, images, API reads, the notification stream). */
  requests: string[];
  /** The scripts' bodies gzipped at level 9, summed: the budget's measure, whatever the server's own compression. */
  scriptBytesGzipped: number;
  /** The scripts' bodies as the server sent them (its compression), summed. */
  scriptBytesTransferred: number;
  scriptCount: number;
}

/** Loads `path` signed in and counts what the page fetches until it is hydrated and the network is idle. */
async function loadSignedIn(page: Page, path: string, shown: (page: Page) => Promise<void>): Promise<Load> {
  await page.context().addCookies(investor.cookies.map((cookie) => ({ ...cookie, url: server.url })));
  const requests: string[] = [];
  const scripts = new Map<string, Request>();
  page.on('request', (request) => {
    requests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`);
    if (request.resourceType() === 'script' && !scripts.has(request.url())) scripts.set(request.url(), request);
  });
  await page.goto(`${server.url}${path}`);
  await shown(page);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(
    [...scripts.values()].map(async (request) => {
      const response = await request.response();
      if (!response) throw new Error(`No response for ${request.url()}`);
      return { gzipped: gzipped(await response.body()), transferred: (await request.sizes()).responseBodySize };
    }),
  );
  return {
    requests,
    scriptBytesGzipped: sizes.reduce((sum, size) => sum + size.gzipped, 0),
    scriptBytesTransferred: sizes.reduce((sum, size) => sum + size.transferred, 0),
    scriptCount: sizes.length,
  };
}

function report(label: string, load: Load): void {
  const line =
    `${label} signed in: ${kb(load.scriptBytesGzipped)} of JavaScript gzipped (${kb(load.scriptBytesTransferred)} as sent, ` +
    `${load.scriptCount} files; budget ${kb(JS_BUDGET_BYTES)}), ${load.requests.length} requests (budget ${REQUEST_BUDGET})`;
  console.log(line);
  test.info().annotations.push({ type: `${label} signed in`, description: line });
}

test('the dashboard with investments and payouts loads at most 200 KB of JavaScript gzipped in at most 25 requests', async ({ page }) => {
  const load = await loadSignedIn(page, '/dashboard', async (shown) => {
    await expect(shown.getByRole('heading', { level: 1, name: 'Investment Dashboard' })).toBeVisible();
    // The payouts the funded campaign paid, and both holdings, are on the page measured.
    await expect(shown.getByRole('region', { name: 'Payouts', exact: true })).toContainText(investor.fundedProject.title);
    await expect(shown.getByText(investor.openProject.title).first()).toBeVisible();
  });
  report('/dashboard', load);
  expect(load.scriptBytesGzipped).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  expect(load.requests.length, load.requests.join('\n')).toBeLessThanOrEqual(REQUEST_BUDGET);
});

test('a project page the investor holds loads at most 200 KB of JavaScript gzipped in at most 25 requests', async ({ page }) => {
  const load = await loadSignedIn(page, `/tour/${investor.openProject.id}`, async (shown) => {
    await expect(shown.getByRole('heading', { level: 1, name: investor.openProject.title })).toBeVisible();
    await expect(shown.getByRole('button', { name: /^(Review Terms & Invest|Invest Now)$/ })).toBeVisible();
  });
  report(`/tour/${investor.openProject.id}`, load);
  expect(load.scriptBytesGzipped).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  expect(load.requests.length, load.requests.join('\n')).toBeLessThanOrEqual(REQUEST_BUDGET);
});
