import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { centsToDecimal, dollarsToCents } from '@common/money';

export type SignupAccountType = 'investor' | 'musician' | 'both';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A new account of its own for each test, so tests never share rows. */
export function newAccount(): TestAccount {
  const id = randomUUID().slice(0, 8);
  // A fixed strong password: one with the id in it could hold the first name (hex ids spell "ada"), which sign-up refuses.
  return { email: `e2e-${id}@example.test`, password: 'Violet-harbour-7-lanterns', firstName: 'Ada', lastName: `Tester${id}` };
}

/**
 * Signs a new account up through the API on the page's own cookie jar, so the page is signed in.
 * `funds` adds virtual money through the add-funds API (when it exists).
 */
export async function signUpThroughApi(page: Page, accountType: SignupAccountType = 'investor', funds?: number): Promise<TestAccount> {
  const account = newAccount();
  const response = await page.request.post('/api/auth/signup', { data: { ...account, accountType } });
  expect(response.status(), await response.text()).toBe(201);
  if (funds !== undefined) await addFundsThroughApi(page.request, funds);
  return account;
}

export async function addFundsThroughApi(request: APIRequestContext, amount: number): Promise<void> {
  let remaining = amount;
  while (remaining > 0) {
    const chunk = Math.min(remaining, 10_000);
    const response = await request.post('/api/funds/add', {
      data: { amount: centsToDecimal(dollarsToCents(chunk)), paymentMethod: 'credit_card' },
    });
    expect(response.ok(), await response.text()).toBe(true);
    remaining -= chunk;
  }
}

const pagesRenderedInBrowser = new WeakSet<Page>();

/**
 * Makes this test's pages render in the browser from the API, as a page the server did not
 * render does: for tests that answer API reads themselves with `page.route`, which the
 * server's own rendering (answered in-process) would never ask.
 */
export async function renderPagesInBrowser(page: Page): Promise<void> {
  if (pagesRenderedInBrowser.has(page)) return;
  pagesRenderedInBrowser.add(page);
  await page.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<div id="root">[\s\S]*?<\/div>\s*<script type="application\/json" id="query-state">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      await route.fulfill({ response, body });
    },
  );
}

/**
 * Holds the page's matching requests until the returned `release` is called, so a test sees
 * the state the page shows while it waits (a pending button, a skeleton) for as long as it looks.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  matches: (request: Request) => boolean = () => true,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (matches(route.request())) await released;
    await route.fallback();
  });
  return release;
}
