import { expect, test, type Page } from './test';
import { signUpThroughApi } from './fixtures';
import { findProject } from './project-data';
import { createProjectThroughApi, postUpdateThroughApi } from './update-fixtures';

/** Every script in the HTML: the entry module and the query answers as data, never inline code (the CSP forbids it). */
function expectNoInlineCode(html: string) {
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  for (const tag of scripts) expect(tag, tag).toMatch(/\bsrc=|type="application\/json"/);
}

/** The text a person reads in the server's HTML: tags dropped, entities React writes decoded. */
const readableText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

test.describe('the HTML of each page, fetched without a browser', () => {
  test('holds its heading and its data, with no inline code', async ({ page, request }) => {
    const project = await findProject(page, 'Back Roads Summer Tour');
    const cases: Array<[string, string[]]> = [
      ['/', ['Invest in the Creator Economy', 'Get Access']],
      ['/explore', ['Explore Investment Opportunities', project.title, 'Glasshouse Hearts: Debut EP']],
      [
        `/tour/${project.id}`,
        [project.title, project.creator.name, 'Investment Overview', 'Updates', `View ${project.creator.name}’s profile`],
      ],
      [`/musician/${project.creatorId}`, [project.creator.name, project.title]],
      ['/how-it-works', ['How Stagebacker Works']],
      ['/for-creators', ['For Creators']],
      ['/privacy', ['Privacy Policy']],
      ['/terms', ['User License Agreement']],
      ['/sandbox-access', ['Welcome to the Stagebacker Sandbox']],
      ['/dashboard', ['Investment Dashboard', 'Please sign in to view your investment dashboard.']],
    ];
    for (const [path, texts] of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain('<div id="root"></div>');
      const text = readableText(html);
      for (const expected of texts) expect(text, `${path} shows "${expected}"`).toContain(expected);
      expectNoInlineCode(html);
      // The header and footer are rendered too, with the sandbox notice.
      expect(text, path).toContain('Stagebacker');
    }
  });

  test('answers a missing project 404 with its not-found state, and an unknown path with Page Not Found', async ({ request }) => {
    const missing = await request.get('/tour/999999');
    expect(missing.status()).toBe(404);
    expect(readableText(await missing.text())).toContain('Project Not Found');
    const unknown = await request.get('/no/such/page');
    expect(unknown.status()).toBe(404);
    expect(readableText(await unknown.text())).toContain('Page Not Found');
  });

  test("renders a signed-in user's dashboard from the session cookie, never stored by a shared cache", async ({ page }) => {
    await signUpThroughApi(page, 'investor', 500);
    const response = await page.request.get('/dashboard');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const text = readableText(await response.text());
    expect(text).toContain('Investment Dashboard');
    expect(text).toContain('$500.00');
    expect(text).not.toContain('Please sign in');
  });

  test("lets a visitor's page be cached, marked as depending on the cookie", async ({ request }) => {
    const response = await request.get('/explore');
    expect(response.headers()['cache-control']).toBe('public, no-cache');
    expect(response.headers()['vary']).toMatch(/cookie/i);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads a project and follows its links to the creator and to Explore', async ({ page }) => {
    const project = await findProject(page, 'Back Roads Summer Tour');
    await page.goto('/explore');
    await expect(page.getByRole('heading', { name: 'Explore Investment Opportunities', level: 1 })).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: project.title }) });
    await card.getByRole('link', { name: 'Invest Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/tour/${project.id}$`));
    await expect(page.getByRole('heading', { name: project.title, level: 1 })).toBeVisible();
    await expect(page.getByText(project.description.slice(0, 40))).toBeVisible();
    await page.getByRole('link', { name: `View ${project.creator.name}’s profile` }).click();
    await expect(page.getByRole('heading', { name: project.creator.name, level: 1 })).toBeVisible();
  });

  test('the landing and information pages read in full', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Invest in the Creator Economy' })).toBeVisible();
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { name: 'How Stagebacker Works', level: 1 })).toBeVisible();
  });
});

/** Loads `path` and collects what would show a hydration problem: console errors and page errors. */
async function loadAndWatch(page: Page, path: string) {
  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    // A 404 page is loaded with its 404 status on purpose.
    if (message.text().includes('status of 404') && message.location().url.endsWith(path)) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    const isDataCall = ['fetch', 'xhr'].includes(request.resourceType());
    if (isDataCall && url.pathname.startsWith('/api/') && request.method() === 'GET') apiReads.push(url.pathname + url.search);
  });
  // `goto` waits for hydration: the page's chunk ran and React attached.
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { problems, apiReads };
}

test.describe('hydration', () => {
  // A viewer far from UTC: dates in the viewer's zone must not make the two renders disagree.
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('leaves no console error on any page and fetches none of the data the page came with', async ({ page }) => {
    // Fifteen pages, each until its network is idle: 28 s with nothing else running, past 30 s beside other specs.
    test.slow();
    const project = await findProject(page, 'Back Roads Summer Tour');
    const paths = [
      '/',
      '/explore',
      `/tour/${project.id}`,
      `/musician/${project.creatorId}`,
      '/how-it-works',
      '/for-creators',
      '/contact',
      '/support',
      '/privacy',
      '/terms',
      '/login',
      '/signup',
      '/sandbox-access',
      '/dashboard',
      '/no/such/page',
    ];
    for (const path of paths) {
      const { problems, apiReads } = await loadAndWatch(page, path);
      expect(problems, path).toEqual([]);
      expect(apiReads, path).toEqual([]);
    }
  });

  test('a signed-in investor’s dashboard, account activity and project page hydrate cleanly', async ({ page }) => {
    const project = await findProject(page, 'Back Roads Summer Tour');
    await signUpThroughApi(page, 'investor', 500);
    for (const path of ['/dashboard', '/account-activity', `/tour/${project.id}`, '/add-funds', '/create-project']) {
      const { problems, apiReads } = await loadAndWatch(page, path);
      expect(problems, path).toEqual([]);
      expect(apiReads, path).toEqual([]);
    }
  });

  test('a creator’s project page with its updates, the bell and the Creator tab hydrate cleanly', async ({ page }) => {
    await signUpThroughApi(page, 'both');
    const project = await createProjectThroughApi(page.request, `Hydration Hall ${Date.now()}`);
    await postUpdateThroughApi(page.request, project.id, {
      title: 'Rehearsals',
      body: 'Every Tuesday, see https://example.com.',
      visibility: 'investors',
    });
    // A creator cannot follow their own project: the watchlist holds someone else's.
    const followed = await findProject(page, 'Back Roads Summer Tour');
    expect((await page.request.put(`/api/follows/projects/${followed.id}`)).status()).toBe(204);
    for (const path of [`/tour/${project.id}`, '/dashboard', '/dashboard?tab=creator', `/dashboard?tab=creator&project=${project.id}`]) {
      const { problems, apiReads } = await loadAndWatch(page, path);
      expect(problems, path).toEqual([]);
      expect(apiReads, path).toEqual([]);
    }
    await expect(page.getByRole('heading', { level: 2, name: project.title })).toBeVisible();
  });
});
