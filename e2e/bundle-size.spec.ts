import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './test';

/** The budget for the landing page's initial JavaScript, gzipped. */
const BUDGET_BYTES = 100 * 1024;

const clientDir = process.env.E2E_CLIENT_DIR ?? 'dist/client';
const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the entry script and its preloaded imports stay within 100 KB gzipped', () => {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  const total = scripts.reduce((sum, src) => sum + gzipped(readFileSync(path.join(clientDir, src))), 0);
  test.info().annotations.push({ type: 'entry JS (gzipped)', description: kb(total) });
  console.log(`Entry JS with its preloaded imports: ${kb(total)} gzipped (${scripts.length} files, budget ${kb(BUDGET_BYTES)})`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
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
