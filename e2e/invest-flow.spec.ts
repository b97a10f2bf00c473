import { expect, test, type Page } from './test';
import type { Project } from '@common/schemas/projects';
import { holdRequests, signUpThroughApi } from './fixtures';
import { findProject, serveProject, toasts } from './project-data';

const investButton = (page: Page) => page.getByRole('button', { name: /^(Review Terms & Invest|Invest Now|Processing\.\.\.)$/ });

async function fillForm(page: Page, values: { name?: string; email?: string; amount?: string }) {
  if (values.name !== undefined) await page.getByLabel('Investor name').fill(values.name);
  if (values.email !== undefined) await page.getByLabel('Investor email').fill(values.email);
  if (values.amount !== undefined) await page.getByLabel('Investment amount (USD)').fill(values.amount);
}

async function expectToast(page: Page, title: string, description: string) {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

async function openProject(page: Page, project: Project) {
  await page.goto(`/tour/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
}

test.describe('a visitor', () => {
  test('the button stays disabled without name, email or amount, or below the minimum', async ({ page }) => {
    const project = await findProject(page, 'Back Roads Summer Tour');
    await openProject(page, project);
    await expect(investButton(page)).toHaveText('Review Terms & Invest');
    await expect(investButton(page)).toBeDisabled();
    await fillForm(page, { name: 'Ada Lovelace' });
    await expect(investButton(page)).toBeDisabled();
    await fillForm(page, { email: 'ada@example.com' });
    await expect(investButton(page)).toBeDisabled();
    await fillForm(page, { amount: '249.99' });
    await expect(investButton(page)).toBeDisabled();
    await fillForm(page, { amount: '250' });
    await expect(investButton(page)).toBeEnabled();
  });

  test('shows the computed shares and the 5% fee', async ({ page }) => {
    const project = await findProject(page, 'Back Roads Summer Tour');
    await openProject(page, project);
    await fillForm(page, { amount: '1000' });
    // $1,000 less the $50 fee buys 19 shares at $50.
    const summary = page.getByRole('region', { name: 'Make Investment' });
    await expect(summary.getByRole('definition').nth(0)).toHaveText('19');
    await expect(summary.getByRole('definition').nth(1)).toHaveText('$50.00');
    await expect(summary.getByRole('definition').nth(3)).toHaveText('$1,000.00');
  });

  test('each client check shows its message, in the spec’s order', async ({ page, ownProject }) => {
    const project = await ownProject({ sharePrice: '20', minInvestment: '50', totalShares: 12 });
    await openProject(page, project);

    await fillForm(page, { name: '   ', email: 'not-an-email', amount: '' });
    // The button stays disabled while the amount is empty or below the minimum (spec section 5).
    await expect(investButton(page)).toBeDisabled();
    await fillForm(page, { amount: '49.99' });
    await expect(investButton(page)).toBeDisabled();

    await fillForm(page, { amount: '100.505' });
    await investButton(page).click();
    await expectToast(page, 'Invalid Input', 'Please enter your name.');

    await fillForm(page, { name: 'Ada Lovelace' });
    await investButton(page).click();
    await expectToast(page, 'Invalid Input', 'Please enter a valid email address.');

    await fillForm(page, { email: 'ada@example.com' });
    await investButton(page).click();
    await expectToast(page, 'Invalid Investment', 'Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.');

    await fillForm(page, { amount: '100000' });
    await investButton(page).click();
    await expectToast(page, 'Insufficient Shares', 'Only 12 shares are available.');
  });

  test('an amount too small for one share is refused', async ({ page }) => {
    const project = await findProject(page, 'Back Roads Summer Tour');
    // The demo data has no project whose minimum buys no share, so one is served.
    await serveProject(page, project, { minInvestment: '50.00', sharePrice: '60.00' });
    await openProject(page, project);
    await fillForm(page, { name: 'Ada Lovelace', email: 'ada@example.com', amount: '50' });
    await investButton(page).click();
    await expectToast(page, 'Invalid Investment', 'Investment amount too small for any shares.');
  });

  test('a valid investment asks for an account, then goes to sign-up after 1.5 s', async ({ page }) => {
    const project = await findProject(page, 'Back Roads Summer Tour');
    await page.clock.install();
    await openProject(page, project);
    await fillForm(page, { name: 'Ada Lovelace', email: 'ada@example.com', amount: '250' });
    await expect(investButton(page)).toBeEnabled();
    // The page's clock stands still from the press on, so a slow machine cannot run it past the 1.5 s under test.
    const pressedAt = (await page.evaluate(() => Date.now())) + 1_000;
    await page.clock.pauseAt(pressedAt);
    await investButton(page).click();
    // The toast's code loads on its first use and React shows it on a timer: the clock moves in small steps until it does.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return toasts(page).getByText('Account Required', { exact: true }).isVisible();
      })
      .toBe(true);
    await expectToast(page, 'Account Required', 'Please create an account to complete your investment.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Not before 1.5 s from the press, and by 1.6 s.
    await page.clock.pauseAt(pressedAt + 1_499);
    await expect(page).toHaveURL(new RegExp(`/tour/${project.id}$`));
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\/signup$/);
  });
});

/** A project of the test's own on the terms of the demo tour: $50 a share, $250 minimum. */
const tourTerms = { sharePrice: '50', minInvestment: '250', totalShares: 200 };

test.describe('a signed-in investor', () => {
  test('accepts the agreement, invests, and sees the success, the cleared form and the new balance', async ({ page, ownProject }) => {
    const account = await signUpThroughApi(page, 'investor', 1000);
    const project = await ownProject(tourTerms);
    const keys: string[] = [];
    // The purchases only: the page also reads the visitor's investments (the "You backed this" box).
    await page.route('**/api/investments', async (route) => {
      if (route.request().method() === 'POST') keys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.fallback();
    });
    // The investment is held until 'Processing...' has been seen.
    const releaseInvestment = await holdRequests(page, '**/api/investments', (request) => request.method() === 'POST');
    await openProject(page, project);

    await expect(page.getByLabel('Investor name')).toHaveValue(`${account.firstName} ${account.lastName}`);
    await expect(page.getByLabel('Investor email')).toHaveValue(account.email);
    await expect(page.getByText('$1,000.00')).toBeVisible();
    await fillForm(page, { amount: '250' });

    await investButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Investment Agreement & Risk Disclosure' });
    await expect(dialog).toBeVisible();
    const boxes = dialog.getByRole('checkbox');
    await expect(boxes).toHaveCount(3);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Decline & Exit' }).click();
    await expect(dialog).toBeHidden();
    await expect(investButton(page)).toHaveText('Review Terms & Invest');
    await expect(investButton(page)).toBeFocused();
    expect(keys).toEqual([]);

    await investButton(page).click();
    await expect(boxes.nth(0)).not.toBeChecked();
    await dialog.getByLabel('I have read and agree to the Investment Agreement.').check();
    await dialog.getByLabel(/I have read and understand the Risk Disclosure/).check();
    await dialog.getByLabel('I am investing only money I can afford to lose.').check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    await expect(investButton(page)).toHaveText('Invest Now');

    await investButton(page).click();
    await expect(investButton(page)).toHaveText('Processing...');
    await expect(investButton(page)).toBeDisabled();
    releaseInvestment();
    await expectToast(
      page,
      'Investment Successful!',
      "Your investment has been processed. You'll receive updates on the project progress.",
    );
    await expect(page.getByLabel('Investor name')).toHaveValue('');
    await expect(page.getByLabel('Investor email')).toHaveValue('');
    await expect(page.getByLabel('Investment amount (USD)')).toHaveValue('');
    await expect(page.getByText('$750.00')).toBeVisible();
    expect(keys).toHaveLength(1);

    const mine = await page.request.get('/api/investments');
    const investments = (await mine.json()) as Array<{ projectId: number; amount: string; shares: number }>;
    expect(investments).toEqual([expect.objectContaining({ projectId: project.id, amount: '250.00', shares: 4 })]);

    // The next press carries a key of its own.
    await fillForm(page, { name: 'Ada', email: account.email, amount: '250' });
    await investButton(page).click();
    // The first success toast may still be showing: wait for the second request itself.
    await expect.poll(() => keys.length).toBe(2);
    await expectToast(
      page,
      'Investment Successful!',
      "Your investment has been processed. You'll receive updates on the project progress.",
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toEqual(keys[1]);
    expect(keys.every((key) => key.length >= 16)).toBe(true);
  });

  test('a refused investment shows Investment Failed with the server’s message', async ({ page, ownProject }) => {
    await signUpThroughApi(page, 'investor');
    const project = await ownProject(tourTerms);
    await openProject(page, project);
    await fillForm(page, { amount: '250' });
    await investButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Investment Agreement & Risk Disclosure' });
    // The dialog's code loads on first use: all three boxes are there before they are ticked.
    await expect(dialog.getByRole('checkbox')).toHaveCount(3);
    for (const box of await dialog.getByRole('checkbox').all()) await box.check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await investButton(page).click();
    await expectToast(page, 'Investment Failed', 'Insufficient funds. Your balance is $0.00.');
    await expect(page.getByLabel('Investment amount (USD)')).toHaveValue('250');
  });
});

test.describe('money buttons', () => {
  test('$252.63 on /tour/1 buys 11 shares by the spec’s formula, not 12', async ({ page }) => {
    const project = (await (await page.request.get('/api/tours/1')).json()) as Project;
    // floor(252.63 x 95% / 20) = floor(11.99...) = 11; rounding the fee first would give 240.00 / 20 = 12.
    expect(project.sharePrice).toBe('20.00');
    await page.goto('/tour/1');
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await fillForm(page, { amount: '252.63' });
    const summary = page.getByRole('region', { name: 'Make Investment' });
    await expect(summary.getByRole('definition').nth(0)).toHaveText('11');
    await expect(summary.getByRole('definition').nth(1)).toHaveText('$12.63');
  });

  test('a fast double click on Invest Now invests once', async ({ page, ownProject }) => {
    await signUpThroughApi(page, 'investor', 1000);
    const project = await ownProject(tourTerms);
    await openProject(page, project);
    await fillForm(page, { amount: '250' });
    await investButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Investment Agreement & Risk Disclosure' });
    // The dialog's code loads on first use: all three boxes are there before they are ticked.
    await expect(dialog.getByRole('checkbox')).toHaveCount(3);
    for (const box of await dialog.getByRole('checkbox').all()) await box.check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(investButton(page)).toHaveText('Invest Now');

    const keys: string[] = [];
    let finished = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/investments')) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    page.on('requestfinished', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/investments')) finished += 1;
    });
    // Two clicks in the same task, before React can disable the button.
    await investButton(page).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(toasts(page).getByText('Investment Successful!', { exact: true })).toBeVisible();
    await expect.poll(() => finished).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);

    const investments = (await (await page.request.get('/api/investments')).json()) as Array<{ projectId: number }>;
    expect(investments).toHaveLength(1);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { accountBalance: string };
    expect(me.accountBalance).toBe('750.00');
  });
});
