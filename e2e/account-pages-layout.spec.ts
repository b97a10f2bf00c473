import { expect, test, type OwnProject, type Page } from './test';
import { decimalToCents } from '@common/money';
import { expectNoSeriousA11yViolations } from './accessibility';
import { signUpThroughApi } from './fixtures';
import { expectNoHorizontalScroll, investThroughApi } from './portfolio-fixtures';

/** Every state of the account pages: no serious axe violation at desktop width, and no sideways scrolling at 360 px. */

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
}

async function checkBothWidths(page: Page, open: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await open();
  await expectNoHorizontalScroll(page);
}

async function investInTwoProjects(page: Page, ownProject: OwnProject): Promise<void> {
  await signUpThroughApi(page, 'both', 2000);
  const projects = await Promise.all([ownProject({ type: 'album' }), ownProject({ type: 'tour' })]);
  for (const project of projects) await investThroughApi(page.request, project, decimalToCents(project.minInvestment));
}

for (const path of ['/login', '/signup', '/dashboard', '/add-funds']) {
  test(`${path} signed out`, async ({ page }) => {
    await checkBothWidths(page, async () => {
      await page.goto(path);
      await settle(page);
    });
  });
}

for (const path of [
  '/dashboard',
  '/dashboard?tab=analytics',
  '/dashboard?tab=analytics&analyticsTab=performance',
  '/dashboard?tab=analytics&analyticsTab=risk',
  '/dashboard?tab=analytics&analyticsTab=insights',
  '/add-funds',
]) {
  test(`${path} signed in`, async ({ page, ownProject }) => {
    await investInTwoProjects(page, ownProject);
    await checkBothWidths(page, async () => {
      await page.goto(path);
      await settle(page);
    });
  });
}

test('/dashboard signed in with an empty portfolio', async ({ page }) => {
  await signUpThroughApi(page);
  await checkBothWidths(page, async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'No Investments Yet' })).toBeVisible();
  });
});

test('/add-funds payment step', async ({ page }) => {
  await signUpThroughApi(page);
  await checkBothWidths(page, async () => {
    await page.goto('/add-funds');
    await page.getByRole('button', { name: '$100.00' }).click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  });
});

test('/dashboard sell confirmation', async ({ page, ownProject }) => {
  await investInTwoProjects(page, ownProject);
  await checkBothWidths(page, async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Sell/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Sell Investment' })).toBeVisible();
  });
});

test('/dashboard with a closed position in History', async ({ page, ownProject }) => {
  await investInTwoProjects(page, ownProject);
  const [first] = (await (await page.request.get('/api/investments')).json()) as Array<{ id: number }>;
  if (!first) throw new Error('no investment to cancel');
  expect((await page.request.delete(`/api/investments/${first.id}`)).ok()).toBe(true);
  await checkBothWidths(page, async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'History', exact: true }).getByText('Cancelled', { exact: true })).toBeVisible();
  });
});
