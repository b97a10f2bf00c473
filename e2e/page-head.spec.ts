import { expect, test } from './test';
import { findProject } from './project-data';

test('each page names itself in the tab, from the server and after moving around', async ({ page }) => {
  const response = await page.goto('/explore');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Explore Investment Opportunities · Stagebacker Sandbox');
  const project = await findProject(page, 'Back Roads Summer Tour');
  await page.goto(`/tour/${project.id}`);
  await expect(page).toHaveTitle(`${project.title} · Stagebacker Sandbox`);
  await page.goto('/how-it-works');
  await expect(page).toHaveTitle('How It Works · Stagebacker Sandbox');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveTitle('Privacy Policy · Stagebacker Sandbox');
});

test('an unknown path answers 404 with the Page Not Found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Stagebacker Sandbox');
});

test('a missing project answers 404 and shows its not-found state', async ({ page }) => {
  const response = await page.goto('/tour/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
});

test('/sandbox-access carries its noindex marker in the HTML the server sends', async ({ request }) => {
  const response = await request.get('/sandbox-access');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
});
