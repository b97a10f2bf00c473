import { expect, test, type Page } from '@playwright/test';
import type { Project } from '../common/schemas/projects';
import { pinProjectList } from './project-data';

// The spec's rules, written out here as the oracle the page is checked against.
const progress = (project: Project) => Number(project.raisedAmount) / Number(project.fundingGoal);
const expectedOrder: Record<string, (a: Project, b: Project) => number> = {
  trending: (a, b) => progress(b) - progress(a),
  newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  funding_goal: (a, b) => Number(b.fundingGoal) - Number(a.fundingGoal),
  min_investment: (a, b) => Number(a.minInvestment) - Number(b.minInvestment),
};
const titlesOf = (projects: Project[], sort = 'trending') => [...projects].sort(expectedOrder[sort]).map((project) => project.title);
const countText = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'} found`;

function cardTitles(page: Page) {
  return page.getByRole('list', { name: 'Projects' }).getByRole('heading', { level: 2 });
}

async function openExplore(page: Page, path = '/explore'): Promise<Project[]> {
  const projects = await pinProjectList(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Investment Opportunities' })).toBeVisible();
  return projects;
}

test('shows the demo notice, the result count and a card for every project, trending first', async ({ page }) => {
  const projects = await openExplore(page);
  await expect(page.getByRole('complementary', { name: 'Demo notice' })).toContainText('fictional');
  await expect(page.getByText(countText(projects.length))).toBeVisible();
  await expect(cardTitles(page)).toHaveText(titlesOf(projects));
  await expect(page.getByLabel('Sort by')).toHaveValue('trending');
});

test('a card shows image, title, creator, type, progress with one decimal, goal, minimum, days left and its links', async ({ page }) => {
  const projects = await openExplore(page);
  const project = projects.find((candidate) => candidate.title === 'Back Roads Summer Tour');
  if (!project) throw new Error('demo project missing');
  const card = page.getByRole('article', { name: project.title });
  await expect(card.locator('img')).toHaveAttribute('src', project.projectImageUrl ?? '');
  await expect(card).toContainText(`by ${project.creator.name}`);
  await expect(card).toContainText('Concert Tour');
  await expect(card).toContainText(`${(progress(project) * 100).toFixed(1)}% funded`);
  await expect(card).toContainText('Goal$86,000');
  await expect(card).toContainText('Minimum$250');
  await expect(card).toContainText(/\d+ days? left/);
  await expect(card.getByRole('link', { name: 'Invest Now' })).toHaveAttribute('href', `/tour/${project.id}`);
  await expect(card.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/musician/${project.creatorId}`);
  await expect(page.getByRole('article', { name: 'Midnight Standards: Vinyl Release Campaign' })).toContainText('Ended');
});

test('Invest Now opens the project and Profile the creator', async ({ page }) => {
  await openExplore(page);
  const card = page.getByRole('article', { name: 'Glasshouse Hearts: Debut EP' });
  await card.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lumen Harrow' })).toBeVisible();
  await page.goBack();
  await page.getByRole('article', { name: 'Glasshouse Hearts: Debut EP' }).getByRole('link', { name: 'Invest Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glasshouse Hearts: Debut EP' })).toBeVisible();
});

test('search matches the title or the creator name, case-insensitively', async ({ page }) => {
  const projects = await openExplore(page);
  const search = page.getByLabel('Search projects or creators');
  await search.fill('GLASSHOUSE');
  await expect(cardTitles(page)).toHaveText(['Glasshouse Hearts: Debut EP']);
  await expect(page.getByText(countText(1))).toBeVisible();
  await search.fill('neon tidewater');
  await expect(cardTitles(page)).toHaveText(titlesOf(projects.filter((project) => project.creator.name === 'Neon Tidewater')));
});

test('every category filters by the creator category and is kept in the address', async ({ page }) => {
  const projects = await openExplore(page);
  const category = page.getByLabel('Category');
  for (const value of ['music', 'indie', 'electronic', 'country', 'podcasts']) {
    await category.selectOption(value);
    await expect(page).toHaveURL(new RegExp(`/explore\\?category=${value}$`));
    const expected = projects.filter((project) => project.creator.category.toLowerCase().includes(value));
    expect(expected.length).toBeGreaterThan(0);
    await expect(cardTitles(page)).toHaveText(titlesOf(expected));
  }
  await category.selectOption('all');
  await expect(page).toHaveURL(/\/explore$/);
  await expect(cardTitles(page)).toHaveCount(projects.length);
});

test('the category comes from the address, also when the header menu changes it', async ({ page }) => {
  const projects = await openExplore(page, '/explore?category=podcasts');
  await expect(page.getByLabel('Category')).toHaveValue('podcasts');
  await expect(cardTitles(page)).toHaveText(titlesOf(projects.filter((project) => project.creator.category.includes('podcasts'))));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore Projects' }).hover();
  await page.getByRole('link', { name: 'Electronic & EDM' }).click();
  await expect(page).toHaveURL(/\/explore\?category=electronic$/);
  await expect(page.getByLabel('Category')).toHaveValue('electronic');
  await expect(cardTitles(page)).toHaveText(titlesOf(projects.filter((project) => project.creator.category.includes('electronic'))));
});

test('the project type filter offers all and the seven types', async ({ page }) => {
  const projects = await openExplore(page);
  const type = page.getByLabel('Project type');
  await expect(type.locator('option')).toHaveText([
    'All Types',
    'Album/EP Recording',
    'Concert Tour',
    'Equipment Purchase',
    'Home Studio Setup',
    'Podcast Production',
    'Marketing Campaign',
    'Other Project',
  ]);
  for (const value of ['album', 'tour', 'equipment', 'studio_setup', 'podcast_production', 'marketing', 'other']) {
    await type.selectOption(value);
    await expect(cardTitles(page)).toHaveText(titlesOf(projects.filter((project) => project.type === value)));
  }
});

test('each sort orders the cards as the spec says', async ({ page }) => {
  const projects = await openExplore(page);
  for (const sort of ['newest', 'funding_goal', 'min_investment', 'trending']) {
    await page.getByLabel('Sort by').selectOption(sort);
    await expect(cardTitles(page)).toHaveText(titlesOf(projects, sort));
  }
});

test('the funding goal slider runs 0 to 100,000 in steps of 1,000 and filters by goal', async ({ page }) => {
  const projects = await openExplore(page);
  const low = page.getByRole('slider', { name: 'Minimum funding goal' });
  const high = page.getByRole('slider', { name: 'Maximum funding goal' });
  await expect(low).toHaveAttribute('aria-valuenow', '0');
  await expect(high).toHaveAttribute('aria-valuenow', '100000');
  await expect(high).toHaveAttribute('aria-valuemax', '100000');

  // Page Down moves ten steps: the upper bound becomes 80,000, then one arrow step 79,000.
  await high.focus();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowLeft');
  await expect(high).toHaveAttribute('aria-valuenow', '79000');
  await expect(cardTitles(page)).toHaveText(titlesOf(projects.filter((project) => Number(project.fundingGoal) <= 79_000)));

  await low.focus();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(low).toHaveAttribute('aria-valuenow', '20000');
  const inRange = projects.filter((project) => Number(project.fundingGoal) >= 20_000 && Number(project.fundingGoal) <= 79_000);
  await expect(cardTitles(page)).toHaveText(titlesOf(inRange));
  await expect(page.getByText(countText(inRange.length))).toBeVisible();
});

test('no match shows the empty state, and Clear All Filters brings every project back', async ({ page }) => {
  const projects = await openExplore(page, '/explore?category=country');
  await page.getByLabel('Search projects or creators').fill('no project is called this');
  await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
  await expect(page.getByText(countText(0))).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(cardTitles(page)).toHaveText(titlesOf(projects));
  await expect(page.getByLabel('Search projects or creators')).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('all');
  await expect(page).toHaveURL(/\/explore$/);
});

test('Clear Filters resets search, category, type, sort and range', async ({ page }) => {
  const projects = await openExplore(page);
  await page.getByLabel('Search projects or creators').fill('a');
  await page.getByLabel('Category').selectOption('music');
  await page.getByLabel('Project type').selectOption('tour');
  await page.getByLabel('Sort by').selectOption('newest');
  await page.getByRole('slider', { name: 'Maximum funding goal' }).focus();
  await page.keyboard.press('PageDown');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Search projects or creators')).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('all');
  await expect(page.getByLabel('Project type')).toHaveValue('all');
  await expect(page.getByLabel('Sort by')).toHaveValue('trending');
  await expect(page.getByRole('slider', { name: 'Maximum funding goal' })).toHaveAttribute('aria-valuenow', '100000');
  await expect(cardTitles(page)).toHaveText(titlesOf(projects));
});
