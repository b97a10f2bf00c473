import { expect, test } from './test';
import { findProject } from './project-data';
import { renderPagesInBrowser } from './fixtures';

test('the profile shows the hero, the links, the four stat tiles and the creator’s projects', async ({ page }) => {
  const project = await findProject(page, 'Glasshouse Hearts: Debut EP');
  const creator = project.creator;
  await page.goto(`/musician/${creator.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lumen Harrow' })).toBeVisible();
  await expect(page.getByText('indie music', { exact: true })).toBeVisible();
  await expect(page.getByText(creator.bio)).toBeVisible();
  await expect(page.getByRole('link', { name: /Spotify/ })).toHaveAttribute('href', creator.socialLinks.spotify ?? '');
  await expect(page.getByRole('link', { name: /Website/ })).toHaveAttribute('href', creator.socialLinks.website ?? '');

  // Compact numbers with up to one decimal: 48,200 followers, 2,350,000 views, $3,400 a month, 6.8%.
  const stats = page.getByRole('region', { name: 'Creator Stats' });
  for (const [label, value] of [
    ['Followers', '48.2K'],
    ['Total Views', '2.4M'],
    ['Monthly Revenue', '$3.4K'],
    ['Avg. Engagement', '6.8%'],
  ]) {
    await expect(stats.getByRole('definition').filter({ hasText: value })).toBeVisible();
    await expect(stats.getByRole('term').filter({ hasText: label })).toBeVisible();
  }

  const projects = page.getByRole('region', { name: 'Projects by Lumen Harrow' });
  await expect(projects.getByRole('heading', { name: project.title })).toBeVisible();
  await expect(projects.getByRole('link', { name: 'View Investment Details' })).toHaveAttribute('href', `/tour/${project.id}`);
  await projects.getByRole('link', { name: 'View Investment Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
});

test('a creator without Spotify shows only the website link', async ({ page }) => {
  const project = await findProject(page, 'Static & Sage Season 3: Liner Notes');
  await page.goto(`/musician/${project.creatorId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Static & Sage' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Website/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Spotify/ })).toHaveCount(0);
});

test('the progress bar is capped at 100% for an overfunded project', async ({ page }) => {
  const project = await findProject(page, 'Glasshouse Hearts: Debut EP');
  const overfunded = { ...project, raisedAmount: '30000.00' };
  await renderPagesInBrowser(page);
  await page.route(`**/api/creators/${project.creatorId}/projects`, (route) => route.fulfill({ json: [overfunded] }));
  await page.goto(`/musician/${project.creatorId}`);
  await expect(page.getByText('125.0%')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `${project.title}: funding progress` })).toHaveAttribute('aria-valuenow', '100');
});

test('a creator with no projects shows No Projects Available', async ({ page }) => {
  const project = await findProject(page, 'Glasshouse Hearts: Debut EP');
  await renderPagesInBrowser(page);
  await page.route(`**/api/creators/${project.creatorId}/projects`, (route) => route.fulfill({ json: [] }));
  await page.goto(`/musician/${project.creatorId}`);
  await expect(page.getByRole('heading', { name: 'No Projects Available' })).toBeVisible();
});

for (const id of ['999999', 'not-a-number']) {
  test(`an unknown creator (${id}) shows Creator Not Found with a way home`, async ({ page }) => {
    await page.goto(`/musician/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Creator Not Found' })).toBeVisible();
    await expect(page.getByText("The creator you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
