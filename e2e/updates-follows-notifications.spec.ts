import type { Browser } from '@playwright/test';
import { cents } from '@common/money';
import { expectNoSeriousA11yViolations } from './accessibility';
import { renderPagesInBrowser, signUpThroughApi, type SignupAccountType, type TestAccount } from './fixtures';
import { investThroughApi } from './portfolio-fixtures';
import { expectNoHorizontalScroll, findProject, toasts } from './project-data';
import { expect, test, waitForHydration, type Page } from './test';
import type { UpdateList } from '@common/schemas/updates';
import { createProjectThroughApi, postUpdateThroughApi } from './update-fixtures';

/** Another person in a browser of their own: signed up as `accountType`, or a visitor. */
async function anotherPerson(
  browser: Browser,
  accountType?: SignupAccountType,
  funds?: number,
): Promise<{ page: Page; account: TestAccount | null }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = accountType ? await signUpThroughApi(page, accountType, funds) : null;
  return { page, account };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

const uniqueTitle = (name: string) => `${name} ${Date.now()}-${Math.floor(Math.random() * 1000)}`;
const updatesOf = (page: Page) => page.getByRole('region', { name: 'Updates' });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('the creator posts updates; an investor reads both, a visitor only the public one, and markup shows as typed', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpThroughApi(page, 'musician');
  const project = await createProjectThroughApi(page.request, uniqueTitle('Lighthouse Sessions'));
  const investor = await anotherPerson(browser, 'investor', 1000);
  await investThroughApi(investor.page.request, project, cents(10_000));

  await page.goto(`/tour/${project.id}`);
  const updates = updatesOf(page);
  await expect(updates.getByText('No updates yet')).toBeVisible();
  await updates.getByRole('button', { name: 'Post update' }).click();
  await expect(updates.getByText('Please give the update a title.')).toBeVisible();
  await expect(updates.getByText('Please write the update.')).toBeVisible();

  // A refusal shows the server's own message.
  await page.route(`**/api/projects/${project.id}/updates`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 403, json: { message: 'Only this project’s creator can post updates.' } })
      : route.fallback(),
  );
  await updates.getByLabel('Update title').fill('Refused');
  await updates.getByLabel('Update text').fill('Not today.');
  await updates.getByRole('button', { name: 'Post update' }).click();
  await expect(updates.getByRole('alert')).toHaveText('Only this project’s creator can post updates.');
  await page.unroute(`**/api/projects/${project.id}/updates`);

  const markup = '<b>Mixing</b> done & <img src=x onerror=alert(1)>';
  await updates.getByLabel('Update title').fill(markup);
  await updates
    .getByLabel('Update text')
    .fill('The mix is done: listen at https://example.com/mix.\nThanks to everyone.\n\nMastering starts next week.');
  await updates.getByRole('button', { name: 'Post update' }).click();
  await expect(toasts(page).getByText('Update posted')).toBeVisible();
  const posted = updates.getByRole('article', { name: markup });
  await expect(posted).toBeVisible();
  await expect(posted.getByRole('heading', { name: markup })).toHaveText(markup);
  await expect(posted.getByRole('link', { name: 'https://example.com/mix' })).toHaveAttribute('href', 'https://example.com/mix');
  await expect(posted.locator('p')).toHaveText([
    'The mix is done: listen at https://example.com/mix.\nThanks to everyone.',
    'Mastering starts next week.',
  ]);
  await expect(page.locator('#updates b, #updates img')).toHaveCount(0);
  await expect(updates.getByText('Last update today')).toBeVisible();
  await expect(updates.getByLabel('Update title')).toHaveValue('');

  await updates.getByLabel('Update title').fill('Backstage notes');
  await updates.getByLabel('Update text').fill('Only for the people who backed us.');
  await updates.getByLabel(/Investors only/).check();
  await updates.getByRole('button', { name: 'Post update' }).click();
  const backstage = updates.getByRole('article', { name: 'Backstage notes' });
  await expect(backstage.getByText('Investors only')).toBeVisible();
  // Newest first.
  await expect(updates.getByRole('article')).toHaveCount(2);
  await expect(updates.getByRole('article').first()).toHaveAccessibleName('Backstage notes');
  await expectNoSeriousA11yViolations(page);

  await open(investor.page, `/tour/${project.id}`);
  await expect(updatesOf(investor.page).getByRole('article', { name: 'Backstage notes' })).toBeVisible();
  await expect(updatesOf(investor.page).getByRole('article', { name: markup })).toBeVisible();
  await expect(updatesOf(investor.page).getByRole('button', { name: 'Post update' })).toHaveCount(0);

  const visitor = await anotherPerson(browser);
  await open(visitor.page, `/tour/${project.id}`);
  await expect(updatesOf(visitor.page).getByRole('article', { name: markup })).toBeVisible();
  await expect(updatesOf(visitor.page).getByText('Backstage notes')).toHaveCount(0);
  await expect(updatesOf(visitor.page).getByText('Only for the people who backed us.')).toHaveCount(0);
  await expect(updatesOf(visitor.page).getByText('Last update today')).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
});

test('a long list of updates loads more on request, and the creator is nudged when an update is due', async ({ page, browser }) => {
  test.slow();
  await signUpThroughApi(page, 'musician');
  const project = await createProjectThroughApi(page.request, uniqueTitle('Tidewater Demos'));
  for (let index = 1; index <= 21; index += 1) {
    await postUpdateThroughApi(page.request, project.id, {
      title: `Week ${index}`,
      body: `Notes from week ${index}.`,
      visibility: 'public',
    });
  }
  const visitor = await anotherPerson(browser);
  await open(visitor.page, `/tour/${project.id}`);
  const updates = updatesOf(visitor.page);
  await expect(updates.getByRole('article')).toHaveCount(20);
  await expect(updates.getByRole('article').first()).toHaveAccessibleName('Week 21');
  await updates.getByRole('button', { name: 'Load more updates' }).click();
  await expect(updates.getByRole('article')).toHaveCount(21);
  await expect(updates.getByRole('article').last()).toHaveAccessibleName('Week 1');
  await expect(updates.getByRole('button', { name: 'Load more updates' })).toHaveCount(0);
  await expect(updates.getByText('An update is due.')).toHaveCount(0);

  // The e2e server's clock cannot move 28 days, so the creator's list is served as it then reads.
  await renderPagesInBrowser(page);
  await page.route(`**/api/projects/${project.id}/updates`, async (route) => {
    const list = (await (await route.fetch()).json()) as UpdateList;
    await route.fulfill({
      json: { ...list, items: list.items.slice(0, 1), nextCursor: null, daysSinceLastUpdate: 30, updateDue: true } satisfies UpdateList,
    });
  });
  await page.goto(`/tour/${project.id}`);
  await expect(updatesOf(page).getByText('Last update 30 days ago')).toBeVisible();
  await expect(updatesOf(page).getByText('An update is due.')).toBeVisible();
  await expect(updatesOf(page).getByText(/Your last one was 30 days ago: investors expect news at least every 28 days/)).toBeVisible();
});

test('an investor follows a project, finds it in the watchlist and unfollows it there', async ({ page }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  await signUpThroughApi(page, 'investor');
  await page.goto(`/tour/${project.id}`);
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard');
  const watchlist = page.getByRole('region', { name: 'Watchlist' });
  await expect(watchlist.getByRole('link', { name: project.title })).toHaveAttribute('href', `/tour/${project.id}`);
  await expect(watchlist.getByRole('progressbar', { name: `${project.title}: funding progress` })).toBeVisible();
  await expect(watchlist.getByText(/days? left|Ended/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await watchlist.getByRole('button', { name: `Unfollow ${project.title}` }).click();
  await expect(watchlist.getByText('No followed projects yet')).toBeVisible();

  await page.goto(`/tour/${project.id}`);
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('the bell counts a follower’s new notifications live, opens one at its link and marks all read', async ({ page, browser }) => {
  test.slow();
  const creator = await anotherPerson(browser, 'musician');
  const project = await createProjectThroughApi(creator.page.request, uniqueTitle('Harbour Lights'));
  await signUpThroughApi(page, 'investor');
  expect((await page.request.put(`/api/follows/projects/${project.id}`)).status()).toBe(204);

  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await postUpdateThroughApi(creator.page.request, project.id, {
    title: 'Studio booked',
    body: 'We start recording on Monday.',
    visibility: 'public',
  });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await postUpdateThroughApi(creator.page.request, project.id, { title: 'First song done', body: 'Listen soon.', visibility: 'public' });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  await bell(page).click();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByRole('menuitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('menuitem', { name: /Studio booked/ }).click();
  await expect(page).toHaveURL(new RegExp(`/tour/${project.id}#updates$`));
  await expect(updatesOf(page).getByRole('article', { name: 'Studio booked' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  // On the project's page already, a new update shows up in its list as the bell counts it.
  await postUpdateThroughApi(creator.page.request, project.id, { title: 'Mixing begins', body: 'Headphones on.', visibility: 'public' });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await expect(updatesOf(page).getByRole('article').first()).toHaveAccessibleName('Mixing begins');

  await bell(page).click();
  await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  // The signed-in header still fits the narrowest phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(bell(page)).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('the Creator tab shows a project’s raise, curve and investors with a CSV, and fits a phone', async ({ page, browser }) => {
  test.slow();
  await signUpThroughApi(page, 'both');
  const project = await createProjectThroughApi(page.request, uniqueTitle('Night Ferry'));
  const investor = await anotherPerson(browser, 'investor', 1000);
  const investment = await investThroughApi(investor.page.request, project, cents(25_000));

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Creator' }).click();
  await expect(page).toHaveURL(/[?&]tab=creator/);
  await expect(page.getByRole('heading', { level: 2, name: project.title })).toBeVisible();
  const figures = page.locator('dl');
  await expect(figures.getByText('Investors', { exact: true }).locator('..')).toContainText('1');
  await expect(figures.getByText('In escrow (pending)').locator('..')).toContainText('$250.00');
  await expect(page.getByText('No updates yet')).toBeVisible();
  await expect(page.getByRole('figure', { name: `Funding curve: ${project.title}` })).toContainText('of the $10,000.00 goal');
  await expect(page.locator('figure svg path').first()).toBeVisible();

  const investors = page.getByRole('region', { name: 'Investors' });
  await expect(investors.getByRole('listitem')).toHaveCount(1);
  await expect(investors.getByText(investor.account?.email ?? '')).toBeVisible();
  await expect(investors.getByText('In escrow')).toBeVisible();
  const csvLink = investors.getByRole('link', { name: 'Download CSV' });
  await expect(csvLink).toHaveAttribute('href', `/api/creator/projects/${project.id}/investors.csv`);
  const csv = await page.request.get(`/api/creator/projects/${project.id}/investors.csv`);
  const lines = (await csv.text()).trim().split(/\r?\n/);
  expect(lines[0]).toBe('name,email,shares,amount,status,date');
  expect(lines[1]).toContain(investor.account?.email);
  expect(lines[1]).toContain(String(investment.shares));
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: project.title })).toBeVisible();
  await expect(page.locator('figure svg')).toBeVisible();
  // All three tabs show, the Creator tab not hidden past the list's edge.
  const tabList = await page.getByRole('tablist', { name: 'Dashboard views' }).boundingBox();
  const creatorTab = await page.getByRole('tab', { name: 'Creator' }).boundingBox();
  expect((creatorTab?.x ?? 0) + (creatorTab?.width ?? 0)).toBeLessThanOrEqual((tabList?.x ?? 0) + (tabList?.width ?? 0));
  await expectNoHorizontalScroll(page);
  await page.goto(`/tour/${project.id}`);
  await expect(updatesOf(page).getByRole('button', { name: 'Post update' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});
