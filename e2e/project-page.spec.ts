import { expect, test } from '@playwright/test';
import { findProject, serveProject } from './project-data';

test('the project page shows the hero, overview, timeline, budget, artist metrics and the invest form', async ({ page }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  await page.goto(`/tour/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Gravelroad Saints', exact: true })).toHaveAttribute(
    'href',
    `/musician/${project.creatorId}`,
  );

  const overview = page.getByRole('region', { name: 'Investment Overview' });
  await expect(overview).toContainText('$86,000');
  await expect(overview).toContainText(`${((Number(project.raisedAmount) / Number(project.fundingGoal)) * 100).toFixed(1)}%`);
  await expect(overview).toContainText(/\d+ days? left/);

  const timeline = page.getByRole('region', { name: 'Timeline & Milestones' });
  for (const milestone of project.timeline.milestones) {
    await expect(timeline.getByRole('heading', { name: milestone.name })).toBeVisible();
  }

  const budget = page.getByRole('region', { name: 'Budget Breakdown' });
  await expect(budget.getByRole('listitem')).toHaveText(
    ['Venues', 'Equipment', 'Travel', 'Marketing', 'Crew', 'Other'].map((label) => new RegExp(`^${label}`)),
  );

  await expect(page.getByRole('region', { name: 'Artist Metrics' })).toContainText('73.4K');
  await expect(page.getByRole('region', { name: 'Make Investment' })).toBeVisible();
  await expect(page.getByLabel('Investment amount (USD)')).toHaveAttribute('min', '250');
});

test("a project past its end date shows 'Ended' and takes no investment", async ({ page }) => {
  const project = await findProject(page, 'Midnight Standards: Vinyl Release Campaign');
  await page.goto(`/tour/${project.id}`);
  await expect(page.getByRole('region', { name: 'Investment Overview' }).getByText('Ended', { exact: true })).toBeVisible();
  await expect(page.getByText('This project has ended and no longer accepts investments.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review Terms & Invest' })).toBeDisabled();
});

test('a project ending today still has a day left', async ({ page }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  const today = new Date().toISOString().slice(0, 10);
  await serveProject(page, project, { timeline: { ...project.timeline, endDate: today } });
  await page.goto(`/tour/${project.id}`);
  await expect(page.getByRole('region', { name: 'Investment Overview' })).toContainText('1 day left');
});

test('a demo song plays in a labelled audio player', async ({ page }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  await serveProject(page, project, { demoSongUrl: '/demo/no-such-song.mp3' });
  await page.goto(`/tour/${project.id}`);
  const player = page.getByRole('figure').locator('audio');
  await expect(player).toHaveAttribute('controls', '');
  await expect(player).toHaveAttribute('src', '/demo/no-such-song.mp3');
  await expect(player).toHaveAccessibleName(`Demo song: ${project.title}`);
});

test('an unknown project shows Project Not Found, and Go Back returns to where the visitor was', async ({ page }) => {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Investment Opportunities' })).toBeVisible();
  await page.goto('/tour/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
  await expect(page.getByText("The investment opportunity you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/explore$/);
});

test('Go Back on a project page opened directly goes to the project list', async ({ page }) => {
  await page.goto('/tour/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/explore$/);
});
