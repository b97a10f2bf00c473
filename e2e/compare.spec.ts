import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test, type Page } from './test';

const SCREENSHOTS = 'docs/screenshots';

async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a visitor picks two projects on Explore, compares them side by side and split, and changes the amount', async ({
  page,
  ownProject,
}) => {
  test.setTimeout(90_000);
  const album = await ownProject({ type: 'album' });
  const tour = await ownProject({ type: 'tour', sharePrice: '20', totalShares: 500 });
  // Each is found by its own title; the ticks stay while the search changes.
  await page.goto('/explore');
  await page.getByLabel('Search projects or creators').fill(album.title);
  await page.getByLabel(`Compare ${album.title}`).check();
  await page.getByLabel('Search projects or creators').fill(tour.title);
  await page.getByLabel(`Compare ${tour.title}`).check();
  await expect(page.getByText('2 projects picked to compare.')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/compare-explore-desktop.png` });
  await page.getByRole('link', { name: 'Compare (2)' }).click();

  await expect(page).toHaveURL(new RegExp(`/compare\\?projects=${album.id},${tour.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Projects' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader', { name: new RegExp(album.title) })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: new RegExp(tour.title) })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Split evenly/ })).toContainText('$1,000 across 2 projects, about $500.00 in each');
  await expect(table.getByText('Hypothetical')).toBeVisible();

  const amount = page.getByLabel('Amount in each project (USD)');
  await amount.fill('2500');
  await expect(page).toHaveURL(new RegExp(`/compare\\?projects=${album.id},${tour.id}&amount=2500\\.00$`));
  await expect(table.getByRole('rowheader', { name: /Split evenly/ })).toContainText('$2,500 across 2 projects, about $1,250.00 in each');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/compare-desktop.png`, fullPage: true });

  // The server renders the same comparison on its own (a reload, or a shared link), and the browser asks for it no more.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/outlook/compare')) asked.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('table').getByRole('rowheader', { name: /Split evenly/ })).toContainText('about $1,250.00 in each');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/compare-phone.png`, fullPage: true });
});

test("a project's page links to the comparison, where others can be added, and a bad address says what is wrong", async ({
  page,
  ownProject,
}) => {
  const project = await ownProject();
  await page.goto(`/tour/${project.id}`);
  await page.getByRole('link', { name: `Compare ${project.title} with other projects` }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?projects=${project.id}$`));
  await expect(page.getByRole('table').getByRole('rowheader', { name: new RegExp(project.title) })).toBeVisible();
  const add = page.getByLabel('Add a project to compare');
  const other = await add.locator('option').nth(1).textContent();
  await add.selectOption({ index: 1 });
  await expect(page.getByRole('table').getByRole('rowheader', { name: new RegExp(other ?? '') })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader', { name: /Split evenly/ })).toBeVisible();

  await page.goto('/compare?projects=1,2,3,4,5');
  await expect(page.getByRole('alert')).toContainText('You can compare up to 4 projects at once.');
  await page.goto('/compare?projects=999999');
  await expect(page.getByRole('alert')).toContainText('There is no project 999999 to compare.');
});

test('How It Works says how good the forecasts are', async ({ page }) => {
  await page.goto('/how-it-works#forecasts');
  const section = page.locator('#forecasts');
  await expect(section.getByRole('heading', { name: 'How good are the forecasts?' })).toBeVisible();
  await expect(section.getByText(/inside the forecast band|No funded project has paid a quarter yet/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await section.screenshot({ path: `${SCREENSHOTS}/how-it-works-calibration-desktop.png` });
  await expectNoSidewaysScroll(page);
  await section.screenshot({ path: `${SCREENSHOTS}/how-it-works-calibration-phone.png` });
});
