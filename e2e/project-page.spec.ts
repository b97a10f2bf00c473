import { expect, test } from './test';
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

test("a project past its end date that the server has not closed yet shows 'Ended' and takes no investment", async ({ page }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await serveProject(page, project, { timeline: { ...project.timeline, endDate: yesterday } });
  await page.goto(`/tour/${project.id}`);
  await expect(page.getByRole('region', { name: 'Investment Overview' }).getByText('Ended', { exact: true })).toBeVisible();
  await expect(page.getByTestId('campaign-status')).toContainText('Campaign ended');
  await expect(page.getByRole('heading', { name: 'Campaign Closed' })).toBeVisible();
  await expect(page.getByText('This campaign’s end date has passed, so it no longer takes investments.')).toBeVisible();
  await expect(page.getByLabel('Investment amount (USD)')).toHaveCount(0);
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

test('a budget line with cents shows its cents, not a rounded dollar', async ({ page }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  await serveProject(page, project, {
    budget: { totalBudget: '5100.50', breakdown: { equipment: '5000.50', marketing: '100.00' } },
  });
  await page.goto(`/tour/${project.id}`);
  const budget = page.getByRole('region', { name: 'Budget Breakdown' });
  await expect(budget).toContainText('Total budget $5,100.50');
  await expect(budget.getByRole('listitem').first()).toContainText('$5,000.50');
  await expect(budget).not.toContainText('$5,001');
  await expect(budget.getByRole('listitem').last()).toContainText('$100');
});
