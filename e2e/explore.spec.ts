import { expect, test, type Page } from './test';
import type { ExplorePage } from '@common/schemas/explore';
import type { Project } from '@common/schemas/projects';
import { fetchDemoProjects } from './project-data';
import { renderPagesInBrowser } from './fixtures';

// The spec's rules, written out here as the oracle the page is checked against (ties: by id, as the API promises).
const progress = (project: Project) => Number(project.raisedAmount) / Number(project.fundingGoal);
const expectedOrder: Record<string, (a: Project, b: Project) => number> = {
  trending: (a, b) => progress(b) - progress(a) || b.id - a.id,
  newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  funding_goal: (a, b) => Number(b.fundingGoal) - Number(a.fundingGoal) || b.id - a.id,
  min_investment: (a, b) => Number(a.minInvestment) - Number(b.minInvestment) || a.id - b.id,
};
const countText = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'} found`;
const ids = (projects: Project[]) => projects.map((project) => project.id).sort((a, b) => a - b);

/** Which projects a filter should find, by the spec's rules: fields that do not move while tests run. */
type Filter = (project: Project) => boolean;
const everyProject: Filter = () => true;
/** The status filter (decision 0024): open campaigns unless the address asks for others. */
const withStatus: Record<string, Filter> = {
  open: (project) => project.status === 'active',
  funded: (project) => project.status === 'funded',
  failed: (project) => project.status === 'failed',
  all: everyProject,
};
const searchFor =
  (text: string): Filter =>
  (project) =>
    [project.title, project.creator.name].some((field) => field.toLowerCase().includes(text.toLowerCase()));
const inCategory =
  (category: string): Filter =>
  (project) =>
    project.creator.category.toLowerCase().includes(category);

function cardTitles(page: Page) {
  return page.getByRole('list', { name: 'Projects' }).getByRole('heading', { level: 2 });
}

/** Parameters as a stable key, whatever order the page wrote them in. */
const paramsKey = (params: URLSearchParams) =>
  [...params]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

/**
 * First pages of GET /api/projects as the page received them (from the server's rendering, then
 * from the API), by parameters. Raised amounts move while other tests invest, so orders are
 * checked on the data the page was given, and matching on fields that do not move.
 */
class ExploreAnswers {
  private readonly answers = new Map<string, ExplorePage>();

  constructor(page: Page) {
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/projects' || !response.ok() || url.searchParams.has('cursor')) return;
      // A body can be gone if the page navigated meanwhile; that answer is simply not recorded.
      const body = (await response.json().catch(() => null)) as ExplorePage | null;
      if (body) this.answers.set(paramsKey(url.searchParams), body);
    });
  }

  /** The first page the server rendered with, from the query answers it put in the page. */
  async readServerRendered(page: Page): Promise<void> {
    const text = await page.evaluate(() => document.getElementById('query-state')?.textContent ?? '{"queries":[]}');
    const state = JSON.parse(text) as {
      queries: Array<{ queryKey: unknown[]; state: { data?: { pages: ExplorePage[] } } }>;
    };
    for (const query of state.queries) {
      const [path, params] = query.queryKey;
      const first = path === '/api/projects' ? query.state.data?.pages?.[0] : undefined;
      if (typeof params === 'string' && first) this.answers.set(paramsKey(new URLSearchParams(params)), first);
    }
  }

  async for(params: Record<string, string>): Promise<ExplorePage> {
    const key = paramsKey(new URLSearchParams(params));
    await expect.poll(() => this.answers.has(key), { message: `GET /api/projects?${key}` }).toBe(true);
    return this.answers.get(key) as ExplorePage;
  }
}

/**
 * The page shows, in the spec's order, projects the filter should find and nothing else, with
 * their count. Other tests add projects of their own meanwhile, so completeness is checked on
 * the demo projects, which stay as seeded: each that matches is found, as far as the first page reaches.
 */
async function expectResults(page: Page, answers: ExploreAnswers, params: Record<string, string>, filterOfParams: Filter, demo: Project[]) {
  const answer = await answers.for(params);
  const inStatus = withStatus[params.status ?? 'open'] ?? everyProject;
  const filter: Filter = (project) => filterOfParams(project) && inStatus(project);
  for (const project of answer.projects) expect(filter(project), `${project.title} matches`).toBe(true);
  const sortOrder = expectedOrder[params.sort ?? 'trending'];
  if (!sortOrder) throw new Error(`no order for sort=${params.sort}`);
  // With every status listed, open campaigns come first, each part in the sort's order.
  const openFirst = (a: Project, b: Project) => Number(b.status === 'active') - Number(a.status === 'active');
  const order = params.status === 'all' ? (a: Project, b: Project) => openFirst(a, b) || sortOrder(a, b) : sortOrder;
  const sorted = [...answer.projects].sort(order);
  expect(answer.projects.map((project) => project.id)).toEqual(sorted.map((project) => project.id));
  const last = answer.projects.at(-1);
  const due = demo.filter(filter).filter((project) => answer.nextCursor === null || (last && order(project, last) <= 0));
  expect(ids(answer.projects)).toEqual(expect.arrayContaining(ids(due)));
  await expect(cardTitles(page)).toHaveText(answer.projects.map((project) => project.title));
  const count = answer.total?.count ?? answer.projects.length;
  expect(count).toBeGreaterThanOrEqual(demo.filter(filter).length);
  await expect(page.getByText(countText(count))).toBeVisible();
}

async function openExplore(page: Page, path = '/explore'): Promise<{ demo: Project[]; answers: ExploreAnswers }> {
  const demo = await fetchDemoProjects(page);
  const answers = new ExploreAnswers(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Investment Opportunities' })).toBeVisible();
  await answers.readServerRendered(page);
  return { demo, answers };
}

test('shows the demo notice, the result count and a card for every open campaign, trending first', async ({ page }) => {
  const { demo, answers } = await openExplore(page);
  await expect(page.getByRole('complementary', { name: 'Demo notice' })).toContainText('fictional');
  await expectResults(page, answers, {}, everyProject, demo);
  await expect(page.getByLabel('Sort by')).toHaveValue('trending');
  await expect(page.getByLabel('Campaign status')).toHaveValue('open');
});

test('the status filter lists open, funded, failed or all campaigns, open first, and is kept in the address', async ({ page }) => {
  const { demo, answers } = await openExplore(page);
  const status = page.getByLabel('Campaign status');
  await expect(status.locator('option')).toHaveText(['Open for investment', 'Funded', 'Failed', 'All campaigns (open first)']);
  for (const value of ['funded', 'failed', 'all']) {
    await status.selectOption(value);
    await expect(page).toHaveURL(new RegExp(`/explore\\?status=${value}$`));
    await expectResults(page, answers, { status: value }, everyProject, demo);
  }
  const first = (await answers.for({ status: 'all' })).projects[0];
  expect(first?.status).toBe('active');
  await page.getByLabel('Sort by').selectOption('newest');
  await expectResults(page, answers, { status: 'all', sort: 'newest' }, everyProject, demo);
  await status.selectOption('open');
  await expect(page).toHaveURL(/\/explore$/);
  await expectResults(page, answers, { sort: 'newest' }, everyProject, demo);
});

test('a closed campaign says so on its card and offers View Project instead of Invest Now', async ({ page }) => {
  // Each closed state on its own list: the open campaigns other tests create come first in 'all'
  // and can fill its first page.
  for (const [status, title, closed] of [
    ['funded', 'Basement to Booth: Home Studio Build', /FUNDED.*Funded, closed/],
    ['failed', 'Midnight Standards: Vinyl Release Campaign', /FAILED.*Failed, closed/],
  ] as const) {
    const { demo, answers } = await openExplore(page, `/explore?status=${status}`);
    await expect(page.getByLabel('Campaign status')).toHaveValue(status);
    await expectResults(page, answers, { status }, everyProject, demo);
    const project = demo.find((candidate) => candidate.title === title);
    if (!project) throw new Error(`demo project ${title} missing`);
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText(closed);
    await expect(card.getByRole('link', { name: 'View Project' })).toHaveAttribute('href', `/tour/${project.id}`);
    await expect(card.getByRole('link', { name: 'Invest Now' })).toHaveCount(0);
  }
  await openExplore(page);
  await expect(page.getByRole('article', { name: 'Back Roads Summer Tour' }).getByRole('link', { name: 'Invest Now' })).toBeVisible();
});

test('a card shows image, title, creator, type, progress with one decimal, goal, minimum, days left and its links', async ({ page }) => {
  const { answers } = await openExplore(page);
  const project = (await answers.for({})).projects.find((candidate) => candidate.title === 'Back Roads Summer Tour');
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
  const { demo, answers } = await openExplore(page);
  const search = page.getByLabel('Search projects or creators');
  await search.fill('GLASSHOUSE');
  await expectResults(page, answers, { q: 'GLASSHOUSE' }, searchFor('GLASSHOUSE'), demo);
  await expect(page.getByText(countText(1))).toBeVisible();
  await search.fill('neon tidewater');
  await expectResults(page, answers, { q: 'neon tidewater' }, searchFor('neon tidewater'), demo);
  expect(demo.filter(searchFor('neon tidewater')).map((project) => project.creator.name)).toContain('Neon Tidewater');
});

test('every category filters by the creator category and is kept in the address', async ({ page }) => {
  const { demo, answers } = await openExplore(page);
  const category = page.getByLabel('Category');
  for (const value of ['music', 'indie', 'electronic', 'country', 'podcasts']) {
    await category.selectOption(value);
    await expect(page).toHaveURL(new RegExp(`/explore\\?category=${value}$`));
    expect(demo.filter(inCategory(value)).length).toBeGreaterThan(0);
    await expectResults(page, answers, { category: value }, inCategory(value), demo);
  }
  await category.selectOption('all');
  await expect(page).toHaveURL(/\/explore$/);
  await expectResults(page, answers, {}, everyProject, demo);
});

test('the category comes from the address, also when the header menu changes it', async ({ page }) => {
  const { demo, answers } = await openExplore(page, '/explore?category=podcasts');
  await expect(page.getByLabel('Category')).toHaveValue('podcasts');
  await expectResults(page, answers, { category: 'podcasts' }, inCategory('podcasts'), demo);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Explore Projects' }).hover();
  await page.getByRole('link', { name: 'Electronic & EDM' }).click();
  await expect(page).toHaveURL(/\/explore\?category=electronic$/);
  await expect(page.getByLabel('Category')).toHaveValue('electronic');
  await expectResults(page, answers, { category: 'electronic' }, inCategory('electronic'), demo);
});

test('the project type filter offers all and the seven types', async ({ page }) => {
  const { demo, answers } = await openExplore(page);
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
    await expectResults(page, answers, { type: value }, (project) => project.type === value, demo);
  }
});

test('each sort orders the cards as the spec says', async ({ page }) => {
  const { demo, answers } = await openExplore(page);
  for (const sort of ['newest', 'funding_goal', 'min_investment']) {
    await page.getByLabel('Sort by').selectOption(sort);
    await expectResults(page, answers, { sort }, everyProject, demo);
  }
  await page.getByLabel('Sort by').selectOption('trending');
  await expectResults(page, answers, {}, everyProject, demo);
});

test('the funding goal slider runs 0 to 100,000 in steps of 1,000 and filters by goal', async ({ page }) => {
  const { demo, answers } = await openExplore(page);
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
  await expectResults(page, answers, { maxGoal: '79000' }, (project) => Number(project.fundingGoal) <= 79_000, demo);

  await low.focus();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(low).toHaveAttribute('aria-valuenow', '20000');
  const inRange: Filter = (project) => Number(project.fundingGoal) >= 20_000 && Number(project.fundingGoal) <= 79_000;
  await expectResults(page, answers, { minGoal: '20000', maxGoal: '79000' }, inRange, demo);
});

test('no match shows the empty state, and Clear All Filters brings every project back', async ({ page }) => {
  const { demo, answers } = await openExplore(page, '/explore?category=country');
  await page.getByLabel('Search projects or creators').fill('no project is called this');
  await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
  await expect(page.getByText(countText(0))).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expectResults(page, answers, {}, everyProject, demo);
  await expect(page.getByLabel('Search projects or creators')).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('all');
  await expect(page).toHaveURL(/\/explore$/);
});

test('Clear Filters resets search, category, type, status, sort and range', async ({ page }) => {
  const { demo, answers } = await openExplore(page);
  await page.getByLabel('Search projects or creators').fill('a');
  await page.getByLabel('Category').selectOption('music');
  await page.getByLabel('Project type').selectOption('tour');
  await page.getByLabel('Campaign status').selectOption('failed');
  await page.getByLabel('Sort by').selectOption('newest');
  await page.getByRole('slider', { name: 'Maximum funding goal' }).focus();
  await page.keyboard.press('PageDown');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Search projects or creators')).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('all');
  await expect(page.getByLabel('Project type')).toHaveValue('all');
  await expect(page.getByLabel('Campaign status')).toHaveValue('open');
  await expect(page.getByLabel('Sort by')).toHaveValue('trending');
  await expect(page.getByRole('slider', { name: 'Maximum funding goal' })).toHaveAttribute('aria-valuenow', '100000');
  await expect(page).toHaveURL(/\/explore$/);
  await expectResults(page, answers, {}, everyProject, demo);
});

/** Small pages, so even the seven demo projects alone (every status) take two. */
const SMALL_PAGE = 6;

async function useSmallPages(page: Page) {
  await renderPagesInBrowser(page);
  await page.route(/\/api\/projects(\?|$)/, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', String(SMALL_PAGE));
    return route.continue({ url: url.toString() });
  });
}

/** Every demo project is shown, and no project twice. */
async function expectEachProjectOnce(page: Page, demo: Project[]) {
  const titles = await cardTitles(page).allTextContents();
  expect(titles).toEqual(expect.arrayContaining(demo.map((project) => project.title)));
  expect(new Set(titles).size).toBe(titles.length);
}

test.describe('infinite scrolling on a phone', () => {
  // One card a row: a small page reaches past the screen, so nothing more loads before scrolling.
  test.use({ viewport: { width: 390, height: 700 } });

  test('scrolling down loads the next pages until every project is shown once', async ({ page }) => {
    await useSmallPages(page);
    const { demo } = await openExplore(page, '/explore?status=all');
    await expect(cardTitles(page)).toHaveCount(SMALL_PAGE);
    const next = page.getByRole('button', { name: /^(Load more projects|Loading more projects…)$/ });
    // Until the list ends (other tests may add projects meanwhile).
    for (let shown = SMALL_PAGE; (await next.count()) > 0; shown = await cardTitles(page).count()) {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await expect(cardTitles(page)).not.toHaveCount(shown);
    }
    await expectEachProjectOnce(page, demo);
  });

  test('without IntersectionObserver, Load more fetches the next page', async ({ page }) => {
    await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
    await useSmallPages(page);
    const { demo } = await openExplore(page, '/explore?status=all');
    await expect(cardTitles(page)).toHaveCount(SMALL_PAGE);
    const more = page.getByRole('button', { name: 'Load more projects' });
    // Each press adds the next page, until the list ends (other tests may add projects meanwhile).
    for (let shown = SMALL_PAGE; (await more.count()) > 0; shown = await cardTitles(page).count()) {
      await more.click();
      await expect.poll(() => cardTitles(page).count()).toBeGreaterThan(shown);
    }
    await expectEachProjectOnce(page, demo);
  });
});
