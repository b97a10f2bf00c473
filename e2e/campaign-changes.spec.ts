import { cents } from '@common/money';
import { signUpThroughApi } from './fixtures';
import { investThroughApi, toastWith } from './portfolio-fixtures';
import { expect, test, waitForHydration } from './test';
import { createProjectThroughApi } from './update-fixtures';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('the creator edits the end date and budget; a backer sees the deadline and reconfirms from the dashboard', async ({
  page,
  browser,
}) => {
  // A creator and a backer through several pages: 27 s on a busy CI machine.
  test.slow();
  await signUpThroughApi(page, 'musician');
  const project = await createProjectThroughApi(page.request, `Lighthouse Sessions ${Date.now()}`);

  const backerContext = await browser.newContext();
  const backer = await backerContext.newPage();
  await signUpThroughApi(backer, 'investor', 1000);
  await investThroughApi(backer.request, project, cents(200_00));

  // The creator's page: Edit and Close early in place of the invest form.
  await page.goto(`/tour/${project.id}`);
  const aside = page.getByRole('complementary', { name: 'Your campaign' });
  await expect(aside.getByRole('button', { name: 'Close early' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invest Now' })).toHaveCount(0);
  await aside.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit campaign' });
  await form.getByLabel('End date').fill(day(75));
  await form.getByLabel('Production').fill('6500');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(toastWith(page, 'Campaign updated')).toBeVisible();
  const changes = page.getByRole('region', { name: 'Campaign changes' });
  await expect(changes.getByText(/^End date: .* → .*\.$/)).toBeVisible();
  await expect(changes.getByText('Budget: $10,000.00 → $10,500.00, with its breakdown.')).toBeVisible();
  await expect(changes.getByText(/backers had until .* to reconfirm their investments\./)).toBeVisible();

  // The backer's dashboard row says until when, and keeps the investment.
  await backer.goto('/dashboard');
  const row = backer.getByRole('article', { name: project.title });
  await expect(
    row.getByText(/The campaign changed\. Reconfirm by .* UTC or your investment is cancelled with a full refund\./),
  ).toBeVisible();
  // A click that lands while the dashboard re-renders the row is lost: click again until the answer shows.
  await expect(async () => {
    await row.getByRole('button', { name: /^Reconfirm/ }).click({ timeout: 2_000 });
    await expect(toastWith(backer, 'Investment reconfirmed')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(row.getByRole('button', { name: /^Reconfirm/ })).toHaveCount(0);
  // With its button gone, focus stays on the holding: on the row's title, not the page's body.
  await expect(row.getByRole('heading', { name: project.title })).toBeFocused();
  expect(await backer.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await expect(row.getByText(/Cancellable for a full refund until/)).toBeVisible();
  await backerContext.close();
});

test('a backer reconfirms in the “You backed this” box on the project page, and focus stays on the holding', async ({ page, browser }) => {
  await signUpThroughApi(page, 'musician');
  const project = await createProjectThroughApi(page.request, `Harbour Sessions ${Date.now()}`);
  const backerContext = await browser.newContext();
  const backer = await backerContext.newPage();
  await signUpThroughApi(backer, 'investor', 1000);
  await investThroughApi(backer.request, project, cents(200_00));
  const edited = await page.request.patch(`/api/projects/${project.id}`, { data: { endDate: day(75) } });
  expect(edited.status(), await edited.text()).toBe(200);

  await backer.goto(`/tour/${project.id}`);
  await waitForHydration(backer);
  const box = backer.getByRole('region', { name: 'You backed this' });
  await expect(
    box.getByText(/The campaign changed\. Reconfirm by .* UTC or your investment is cancelled with a full refund\./),
  ).toBeVisible();
  await expect(box.getByText(/on your dashboard/)).toHaveCount(0);
  // From the keyboard, as a screen reader user would.
  await box.getByRole('button', { name: /^Reconfirm/ }).focus();
  await backer.keyboard.press('Enter');
  await expect(toastWith(backer, 'Investment reconfirmed')).toBeVisible();
  await expect(box.getByRole('button', { name: /^Reconfirm/ })).toHaveCount(0);
  await expect(box.getByText(/^7 shares for \$200$/)).toBeFocused();
  expect(await backer.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await backerContext.close();
});
