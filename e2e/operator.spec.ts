import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import type { Project } from '@common/schemas/projects';
import { startServer, type ServerProcess } from '../bench/lib/server-process';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newAccount, type TestAccount } from './fixtures';
import { invest } from './own-server';
import { expect, test, waitForHydration } from './test';
import { createProjectThroughApi } from './update-fixtures';

/**
 * The operator's journeys on a server of the spec's own over a PostgreSQL database of its own, so
 * that `npm run staff` grants the roles from the shell while the server runs (a PGlite server
 * holds its folder), as an operator does.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `e2e_operator_${process.pid}_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

let server: ServerProcess | undefined;

async function onAdminDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await onAdminDatabase(`create database ${databaseName}`);
  const clientDir: Record<string, string> = process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {};
  server = await startServer({ databaseUrl, env: { QUESTIONS_PER_USER: '1000', SANDBOX_SEED: '0', ...clientDir } });
});

test.afterAll(async () => {
  await server?.stop();
  await onAdminDatabase(`drop database if exists ${databaseName} with (force)`);
});

/** A new account on the spec's server, signed in in its own browser context. */
async function person(browser: Browser, accountType: 'investor' | 'musician' = 'investor') {
  if (!server) throw new Error('the server has not started');
  const context = await browser.newContext({ baseURL: server.url });
  const account = newAccount();
  const response = await context.request.post('/api/auth/signup', { data: { ...account, accountType } });
  expect(response.status(), await response.text()).toBe(201);
  return { context, account, page: await context.newPage() };
}

/** `npm run staff -- grant`, from the shell, against the server's database. */
function grant(account: TestAccount, role: string): void {
  execFileSync('npx', ['tsx', 'server/scripts/staff.ts', 'grant', '--email', account.email, '--role', role], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

const totpCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

/** Two-factor set-up through the API, for the admins whose set-up the moderator's journey already walked. */
async function enrolThroughApi(request: APIRequestContext): Promise<void> {
  const setup = await request.post('/api/operator/2fa/setup');
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  expect((await request.post('/api/operator/2fa/confirm', { data: { code: totpCode(secret) } })).status()).toBe(200);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function signIn(page: Page, account: TestAccount, code?: string): Promise<void> {
  await open(page, '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (code) {
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/sandbox-access');
}

test('a moderator enrols in two-factor sign-in, removes a hidden post with a reason, and signs in again with a recovery code', async ({
  browser,
}) => {
  test.slow();
  const creator = await person(browser, 'musician');
  const project: Project = await createProjectThroughApi(creator.context.request, `Moderated Tour ${Date.now()}`);
  const asker = await person(browser);
  const asked = await asker.context.request.post(`/api/projects/${project.id}/questions`, {
    data: { body: 'Cheap followers for your band at my site, message me!', promoter: false },
  });
  expect(asked.status()).toBe(201);
  const postId = ((await asked.json()) as { id: number }).id;
  for (let reporter = 0; reporter < 3; reporter += 1) {
    const { context } = await person(browser);
    expect((await context.request.post(`/api/posts/${postId}/reports`, { data: { reason: 'spam' } })).status()).toBe(204);
  }

  const moderator = await person(browser);
  grant(moderator.account, 'moderator');
  const { page } = moderator;
  await open(page, '/operator');
  await expect(page.getByText('Set up two-factor authentication to use the console.')).toBeVisible();
  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
  await page.getByRole('button', { name: 'Start set-up' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the authenticator secret' })).toBeVisible();
  const secret = (await page.getByLabel('Authenticator secret').textContent()) ?? '';
  await page.getByLabel('Code from your app').fill(totpCode(secret.trim()));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await page.getByRole('link', { name: 'Open the console' }).click();

  await expect(page.getByRole('heading', { name: 'Moderation', level: 2 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console sections' }).getByRole('link')).toHaveText(['Moderation']);
  const hidden = page.getByRole('list', { name: 'Hidden posts, oldest report first' });
  const item = hidden.getByRole('listitem').filter({ hasText: 'Cheap followers for your band' });
  await expect(item).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/operator/moderation-desktop.png', fullPage: true });
  await item.getByRole('button', { name: 'Claim' }).click();
  await expect(item.getByText(/^You hold this post until/)).toBeVisible();
  await item.getByRole('button', { name: 'Remove…' }).click();
  await item.getByLabel('Reason for removal').fill('Advertising a paid service');
  await item.getByRole('button', { name: 'Remove post' }).click();
  await expect(hidden).toHaveCount(0);

  const visitor = await browser.newContext({ baseURL: server?.url });
  const visitorPage = await visitor.newPage();
  await open(visitorPage, `/tour/${project.id}`);
  await expect(visitorPage.locator('#questions').getByText('Removed by a moderator: Advertising a paid service')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/sandbox-access');
  await signIn(page, moderator.account, recoveryCode.trim());
  await open(page, '/operator');
  await expect(page.getByRole('heading', { name: 'Moderation', level: 2 })).toBeVisible();
});

test('two admins: one halts trading and asks to suspend a campaign, the other approves; the backer is refunded and the audit log shows both', async ({
  browser,
}) => {
  test.slow();
  const [first, second] = [await person(browser), await person(browser)];
  for (const admin of [first, second]) {
    grant(admin.account, 'admin');
    await enrolThroughApi(admin.context.request);
  }
  const creator = await person(browser, 'musician');
  const project: Project = await createProjectThroughApi(creator.context.request, `Suspended Tour ${Date.now()}`);
  const backer = await person(browser);
  await invest(backer.context.request, project, '105.00');

  // A halt of trading in every project, told on a funded project's market, then lifted.
  const { page } = first;
  await open(page, '/operator?section=halts');
  await expect(page.getByRole('navigation', { name: 'Console sections' }).getByRole('link')).toHaveText([
    'Halts',
    'Suspensions',
    'Staff',
    'Audit',
  ]);
  await page.getByLabel('What to halt').selectOption({ label: 'Trading in all projects' });
  await page.getByLabel('Reason').fill('Market maintenance until noon UTC');
  await page.getByRole('button', { name: 'Halt', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Trading in all projects', exact: true })).toBeVisible();
  const funded = ((await (await backer.context.request.get('/api/tours')).json()) as Project[]).find(
    (candidate) => candidate.status === 'funded',
  );
  if (!funded) throw new Error('no funded demo project');
  await open(backer.page, `/tour/${funded.id}`);
  await expect(
    backer.page.getByTestId('market-section').getByRole('status').filter({ hasText: 'Trading in this project is halted.' }),
  ).toContainText('Market maintenance until noon UTC');
  await page.getByRole('button', { name: 'Lift the halt on trading in all projects' }).click();
  await expect(page.getByText(/^Nothing is halted/)).toBeVisible();

  // The suspension: asked by one admin, approved by the other.
  const reason = 'The creator could not show the rights to the recordings.';
  await open(page, '/operator?section=suspensions');
  await page.getByLabel('Project id').fill(String(project.id));
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Ask for suspension' }).click();
  await expect(page.getByText('Waiting for another admin to approve')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await open(second.page, '/operator?section=suspensions');
  await second.page.getByRole('button', { name: `Approve suspension of ${project.title}` }).click();
  await expect(second.page.getByRole('cell', { name: '1 investment', exact: true })).toBeVisible();
  const balance = (await (await backer.context.request.get('/api/auth/user')).json()) as { accountBalance: string };
  expect(balance.accountBalance).toBe('105.00');
  await open(backer.page, `/tour/${project.id}`);
  await expect(backer.page.getByTestId('campaign-status')).toContainText('Campaign suspended');
  await expect(backer.page.getByTestId('campaign-status')).toContainText(reason);

  await open(page, '/operator?section=audit');
  const audit = page.getByRole('table', { name: 'Audit log, newest first' });
  for (const action of ['campaign.suspend', 'campaign.suspension_asked', 'halt.lift', 'halt.start']) {
    await expect(audit.getByRole('cell', { name: action, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/operator/audit-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/operator?section=suspensions');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/operator/suspensions-phone.png', fullPage: true });
  for (const context of [first.context, second.context, creator.context, backer.context] as BrowserContext[]) await context.close();
});
