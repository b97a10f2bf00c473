import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Request } from '@playwright/test';
import { expect, test } from './test';

/** The budget for the landing page's initial JavaScript, gzipped. */
const BUDGET_BYTES = 100 * 1024;

const clientDir = process.env.E2E_CLIENT_DIR ?? 'dist/client';
const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The entry script holds the route table and little else: the app is fetched after the page's
 * first paint. About 150 bytes gzipped a route: 6 KB leaves room for the 28 routes and a few more.
 */
const ENTRY_BUDGET_BYTES = 6 * 1024;

test('the page names only a small entry script; the app and the page chunk are fetched by it', () => {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(scripts).toHaveLength(1);
  expect(html).not.toContain('modulepreload');
  const entry = readFileSync(path.join(clientDir, scripts[0] ?? ''), 'utf8');
  // Imported statically, the app would be fetched and run before the page is painted.
  expect(entry).not.toMatch(/(?:from|import)\s*"\.\/app-[^"]+\.js"/);
  expect(entry).toMatch(/import\(`\.\/app-[^`]+\.js`\)/);
  const total = gzipped(entry);
  test.info().annotations.push({ type: 'entry JS (gzipped)', description: kb(total) });
  console.log(`Entry JS: ${kb(total)} gzipped (budget ${kb(ENTRY_BUDGET_BYTES)})`);
  expect(total).toBeLessThanOrEqual(ENTRY_BUDGET_BYTES);
});

test('everything the landing page loads to show itself stays within 100 KB gzipped', async ({ page }) => {
  const bodies: Array<Promise<Buffer>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Invest in the Creator Economy' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipped(body), 0);
  test.info().annotations.push({ type: 'landing JS (gzipped)', description: kb(total) });
  console.log(`Landing page JS as loaded: ${kb(total)} gzipped (${bodies.length} files, budget ${kb(BUDGET_BYTES)})`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

/**
 * Starting a request costs the browser's main thread about 2 ms on a phone-like CPU, all in one
 * task. The chunk groups of scripts/client-chunks.ts keep a project page at about a dozen.
 */
const PROJECT_PAGE_FILE_BUDGET = 15;

test('a project page fetches its JavaScript in at most 15 files', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/tour/7');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  console.log(`Project page JS: ${scripts.length} files (budget ${PROJECT_PAGE_FILE_BUDGET})`);
  expect(scripts.some((script) => /\/assets\/app-/.test(script))).toBe(true);
  expect(scripts.length).toBeLessThanOrEqual(PROJECT_PAGE_FILE_BUDGET);
});

test("the landing page loads none of the other pages' icons, even once the welcome toast's code is in", async ({ page }) => {
  const scripts: string[] = [];
  let scriptsInFlight = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsInFlight += 1;
  });
  const settle = (request: Request) => {
    if (request.resourceType() === 'script') scriptsInFlight -= 1;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  // The page may be network-idle already, so wait for the toast's code itself and for whatever it imports.
  const toastStack = page.waitForResponse((response) => /\/assets\/toast-stack-/.test(new URL(response.url()).pathname));
  await page.getByLabel('Your email address').focus();
  await toastStack;
  await expect.poll(() => scriptsInFlight).toBe(0);
  expect(scripts.filter((script) => /\/assets\/icons-/.test(script))).toEqual([]);
});

/** The budget for everything the sign-up page loads, its strength meter at work included, gzipped. */
const SIGNUP_BUDGET_BYTES = 150 * 1024;

test('the sign-up page stays within 150 KB of JavaScript gzipped, typing a password included', async ({ page }) => {
  // Every script the page fetches, workers' included, once each; counted when its body is in.
  const bodies = new Map<string, Promise<Buffer>>();
  let inFlight = 0;
  const isScript = (request: Request) => request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (isScript(request)) inFlight += 1;
  });
  const settle = (request: Request) => {
    if (isScript(request)) inFlight -= 1;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (isScript(response.request()) && !bodies.has(response.url())) bodies.set(response.url(), response.body());
  });

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Typed key by key, as a visitor does: whatever the meter loads on a keystroke is counted too.
  const password = page.getByLabel('Password', { exact: true });
  await password.pressSequentially('password1');
  await expect(page.getByText('Strength: very weak')).toBeVisible();
  await password.fill('');
  await password.pressSequentially('Violet-harbour-7-lanterns');
  await expect(page.getByText(/^Strength: (strong|very strong)$/)).toBeVisible();
  await expect.poll(() => inFlight).toBe(0);

  const total = (await Promise.all(bodies.values())).reduce((sum, body) => sum + gzipped(body), 0);
  test.info().annotations.push({ type: 'sign-up JS (gzipped)', description: kb(total) });
  console.log(`Sign-up page JS as loaded, typing included: ${kb(total)} gzipped (${bodies.size} files, budget ${kb(SIGNUP_BUDGET_BYTES)})`);
  expect(total).toBeLessThanOrEqual(SIGNUP_BUDGET_BYTES);
});
