import { randomUUID } from 'node:crypto';
import { decimalToCents } from '@common/money';
import { startServer, type ServerProcess } from '../bench/lib/server-process';
import { addFundsThroughApi, newAccount } from './fixtures';
import { investThroughApi } from './portfolio-fixtures';
import { createProjectThroughApi } from './update-fixtures';
import { expect, test, waitForHydration, type APIRequestContext } from './test';

/**
 * Live pages (issue 25, item 8): a notification refreshes what it changes on the page already
 * open, without a reload. A campaign closes when the sandbox clock passes its end date, and
 * the shared e2e server's clock must never move: this spec starts a server of its own (the same
 * build, a fresh database, an admin token), as e2e/signed-in-budgets.spec.ts does.
 */
const ADMIN_TOKEN = 'live-pages-sandbox-admin-token';
const DAY_MS = 86_400_000;

test.describe.configure({ mode: 'serial' });

let server: ServerProcess;
const contexts: APIRequestContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The build the e2e server serves (E2E_CLIENT_DIR, as in playwright.config.ts).
  const clientDir: Record<string, string> = process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {};
  server = await startServer({ env: { SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN, SANDBOX_SEED: '0', ...clientDir } });
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()));
  await server?.stop();
});

test('a campaign funding while the dashboard, the project page and the creator tab are open updates all three without a reload', async ({
  page,
  playwright,
  browser,
}) => {
  // Three browsers' pages, two accounts and a project set up through the API.
  test.setTimeout(90_000);
  const signedUp = async (accountType: 'investor' | 'musician') => {
    const context = await playwright.request.newContext({ baseURL: server.url });
    contexts.push(context);
    const response = await context.post('/api/auth/signup', { data: { ...newAccount(), accountType } });
    expect(response.status(), await response.text()).toBe(201);
    return context;
  };
  const creator = await signedUp('musician');
  // A $1,000 goal, closing in 60 days by the sandbox clock.
  const project = await createProjectThroughApi(creator, `Live Sessions ${randomUUID().slice(0, 8)}`, { fundingGoal: '1000' });
  const investor = await signedUp('investor');
  await addFundsThroughApi(investor, 2000);
  await investThroughApi(investor, project, decimalToCents('1500.00'));
  await page.context().addCookies((await investor.storageState()).cookies);

  const projectPage = await page.context().newPage();
  await projectPage.goto(`${server.url}/tour/${project.id}`);
  await expect(projectPage.getByTestId('campaign-status')).not.toContainText('Campaign funded');

  // The creator's tab, in the creator's own browser.
  const creatorBrowser = await browser.newContext();
  await creatorBrowser.addCookies((await creator.storageState()).cookies);
  const creatorPage = await creatorBrowser.newPage();
  const creatorStream = creatorPage.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications/stream');
  await creatorPage.goto(`${server.url}/dashboard?tab=creator&project=${project.id}`);
  await waitForHydration(creatorPage);
  const netProceeds = creatorPage.locator('dt', { hasText: /^Net proceeds$/ });
  await expect(creatorPage.getByText(/days left/).first()).toBeVisible();
  await expect(netProceeds).toHaveCount(0);
  await creatorStream;

  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications/stream');
  await page.goto(`${server.url}/dashboard`);
  const row = page.getByRole('article', { name: project.title });
  await expect(row).toContainText('In escrow');
  const netWorthInEscrow = page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: /^In escrow$/ }) })
    .locator('dd');
  await expect(netWorthInEscrow).not.toHaveText('$0.00');
  await streamOpen;
  // Set on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { liveTestMark: true }));

  const moved = await investor.post('/api/sandbox/clock', {
    data: { advanceDays: Math.ceil((Date.parse(project.timeline.endDate) - Date.now()) / DAY_MS) + 2 },
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // The row the news is about changes with it, and the Net worth card moves it out of escrow.
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('In escrow');
  await expect(netWorthInEscrow).toHaveText('$0.00');
  // The bell has it too.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menu', { name: 'Notifications' })).toContainText(`${project.title} is funded`);
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => (window as unknown as { liveTestMark?: boolean }).liveTestMark)).toBe(true);
  // The project page open in the other tab shows the close too.
  await expect(projectPage.getByTestId('campaign-status')).toContainText('Campaign funded');
  // The creator is told too, and their tab shows the close and the proceeds.
  await expect(netProceeds.first()).toBeVisible();
  await expect(creatorPage.getByText('FUNDED', { exact: true }).first()).toBeVisible();
  await creatorBrowser.close();
});
