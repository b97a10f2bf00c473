import { expect, test, waitForHydration, type Page } from './test';
import { newAccount, renderPagesInBrowser, signUpThroughApi } from './fixtures';

/** Issue 25, item 7: a signed-in user is offered the way in where a visitor is invited to sign up. */

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const logo = (page: Page) => page.getByRole('link', { name: 'Stagebacker Sandbox home' });

/** Console errors and failed API answers, from here on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test('signing in on a fresh browser lands on / with the navigation and the way in, not the sign-up call', async ({ browser }) => {
  const account = newAccount();
  const setup = await browser.newContext();
  expect((await setup.request.post('/api/auth/signup', { data: { ...account, accountType: 'investor' } })).status()).toBe(201);
  await setup.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForHydration(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Invest in the Creator Economy' })).toBeVisible();
  await expect(mainNavigation(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(logo(page)).toHaveAttribute('href', '/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByText(`Welcome back, ${account.firstName}.`)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Explore Projects' })).toHaveAttribute('href', '/explore');
  await expect(page.getByLabel('Your email address')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Get your sandbox access' })).toHaveCount(0);
  await main.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Dashboard' })).toBeVisible();
  await context.close();
});

test('a signed-in user who once entered an email stays on / with the way in', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasEnteredEmail', 'true'));
  await signUpThroughApi(page);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('/sandbox-access and /signup offer a signed-in user their dashboard instead of a new account', async ({ page }) => {
  const account = await signUpThroughApi(page);
  await page.goto('/sandbox-access');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(main.getByRole('link', { name: 'Create Sandbox Account' })).toHaveCount(0);

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: "You're Signed In" })).toBeVisible();
  await expect(main).toContainText(account.email);
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await main.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Dashboard' })).toBeVisible();
});

test('a visitor still gets the bare landing header, the email gate and the sign-up invitations', async ({ page }) => {
  await page.goto('/');
  await expect(mainNavigation(page)).toHaveCount(0);
  await expect(logo(page)).toHaveAttribute('href', '/');
  await expect(page.getByLabel('Your email address')).toBeVisible();
  await page.goto('/sandbox-access');
  await expect(page.getByRole('main').getByRole('link', { name: 'Create Sandbox Account' })).toHaveAttribute('href', '/signup');
  await page.goto('/signup');
  await expect(page.getByLabel('First name')).toBeVisible();
});

for (const start of ['/', '/dashboard']) {
  test(`logging out from ${start} lands on the visitor landing page with no error in the console`, async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto(start);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const errors = watchErrors(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByLabel('Your email address')).toBeVisible();
    await expect(mainNavigation(page)).toHaveCount(0);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

// Issue 25, item 10: where the browser renders the pages itself (a development server, a page the
// server did not render), the page after Log out asked the user lookup and the browser logged its 401.
test('logging out of a page the browser renders itself lands on / with no 401 in the console', async ({ page }) => {
  await signUpThroughApi(page);
  await renderPagesInBrowser(page);
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications/stream');
  await page.goto('/dashboard');
  await streamOpen;
  await page.getByRole('button', { name: 'Account menu' }).click();
  const errors = watchErrors(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForHydration(page);
  await expect(page.getByLabel('Your email address')).toBeVisible();
  await expect(mainNavigation(page)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  // Only that page load trusts Log out: the next one asks again, and a visitor is told 401 as before.
  const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/user');
  await page.reload();
  expect((await lookup).status()).toBe(401);
});
