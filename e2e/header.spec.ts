import { expect, test, type Page } from './test';
import { navigationGroups } from '../client/app-shell/navigation-groups';
import { signUpThroughApi, type SignupAccountType } from './fixtures';

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openExplore(page: Page) {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Investment Opportunities' })).toBeVisible();
}

test('on / only the logo is shown', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Stagebacker Sandbox home' })).toBeVisible();
  await expect(mainNavigation(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test('a signed-out visitor sees the four groups, Sign In and Get Started, and no Create Project', async ({ page }) => {
  await openExplore(page);
  const groups = mainNavigation(page).locator(':scope > div > button');
  await expect(groups).toHaveText(['Explore Projects', 'My Portfolio', 'How It Works', 'For Creators']);
  await expect(mainNavigation(page).getByRole('button', { name: 'Explore Projects' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Create Project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
});

test('a group opens on hover and its anchor item lands on the section', async ({ page }) => {
  await openExplore(page);
  await mainNavigation(page).getByRole('button', { name: 'How It Works' }).hover();
  await page.getByRole('link', { name: 'Returns & Payouts' }).click();
  await expect(page).toHaveURL(/\/how-it-works#returns$/);
  await expect(page.locator('#returns')).toBeInViewport();
});

test('an investor gets the avatar menu with name, email, Portfolio and Log out, and no Create Project', async ({ page }) => {
  const account = await signUpThroughApi(page, 'investor');
  await openExplore(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create Project' })).toHaveCount(0);
  const avatar = page.getByRole('button', { name: 'Account menu' });
  await expect(avatar).toHaveText(`${account.firstName[0]}${account.lastName[0]}`.toUpperCase());

  await avatar.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  await expect(menu.getByText(account.email)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invest in the Creator Economy' })).toBeVisible();
  const user = await page.request.get('/api/auth/user');
  expect(user.status()).toBe(401);
});

for (const accountType of ['musician', 'both'] satisfies SignupAccountType[]) {
  test(`a ${accountType} account sees Create Project`, async ({ page }) => {
    await signUpThroughApi(page, accountType);
    await openExplore(page);
    await expect(mainNavigation(page).getByRole('link', { name: 'Create Project' })).toHaveAttribute('href', '/create-project');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the menu button opens the same navigation and gives focus back on close', async ({ page }) => {
    await signUpThroughApi(page, 'both');
    await openExplore(page);
    await expect(mainNavigation(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Podcasts & Audio Shows' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Create Project' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Country & Folk' }).click();
    await expect(page).toHaveURL(/\/explore\?category=country$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('header menus close', () => {
  const groupLink = (page: Page, name: string) => mainNavigation(page).getByRole('button', { name, exact: true });

  test('a group button says whether its menu is open, and which menu it controls', async ({ page }) => {
    await openExplore(page);
    const trigger = groupLink(page, 'How It Works');
    await expect(trigger).toHaveAttribute('aria-controls', 'navigation-menu-how-it-works');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNavigation(page).getByRole('link', { name: 'Returns & Payouts' })).toBeVisible();
  });

  test('after choosing an item with the mouse the menu is gone from the new page', async ({ page }) => {
    await openExplore(page);
    await groupLink(page, 'How It Works').hover();
    await mainNavigation(page).getByRole('link', { name: 'Security & Safety' }).click();
    await expect(page).toHaveURL(/\/how-it-works#security$/);
    // Closed at once, with the pointer still where the item was, and still closed once it moves on.
    await expect(mainNavigation(page).getByRole('link', { name: 'Security & Safety' })).toBeHidden();
    await expect(groupLink(page, 'How It Works')).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.move(600, 500);
    await expect(mainNavigation(page).getByRole('link', { name: 'Security & Safety' })).toBeHidden();
  });

  test('after choosing an item with the keyboard the menu closes and focus stays in the header', async ({ page }) => {
    await openExplore(page);
    await groupLink(page, 'For Creators').focus();
    await expect(groupLink(page, 'For Creators')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(groupLink(page, 'For Creators')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(mainNavigation(page).getByRole('link', { name: 'Submit a Project' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/for-creators#submit$/);
    await expect(mainNavigation(page).getByRole('link', { name: 'Submit a Project' })).toBeHidden();
    await expect(groupLink(page, 'For Creators')).toHaveAttribute('aria-expanded', 'false');
    await expect(groupLink(page, 'For Creators')).toBeFocused();
  });

  test('Escape closes an open group and gives focus back to its link', async ({ page }) => {
    await openExplore(page);
    await groupLink(page, 'My Portfolio').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(mainNavigation(page).getByRole('link', { name: 'Overview' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mainNavigation(page).getByRole('link', { name: 'Overview' })).toBeHidden();
    await expect(groupLink(page, 'My Portfolio')).toBeFocused();
    await expect(groupLink(page, 'My Portfolio')).toHaveAttribute('aria-expanded', 'false');

    await groupLink(page, 'Explore Projects').hover();
    await expect(mainNavigation(page).getByRole('link', { name: 'Country & Folk' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mainNavigation(page).getByRole('link', { name: 'Country & Folk' })).toBeHidden();
  });

  test('focus leaving a group closes it', async ({ page }) => {
    await openExplore(page);
    await groupLink(page, 'How It Works').focus();
    await page.keyboard.press('Enter');
    await expect(mainNavigation(page).getByRole('link', { name: 'Getting Started' })).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Explore Investment Opportunities' }).click();
    await page.getByLabel('Search projects or creators').focus();
    await expect(mainNavigation(page).getByRole('link', { name: 'Getting Started' })).toBeHidden();
    await expect(groupLink(page, 'How It Works')).toHaveAttribute('aria-expanded', 'false');
  });

  test('Tab passes each closed group in one stop; an opened group’s items follow its button, and Shift+Tab comes back', async ({
    page,
  }) => {
    await openExplore(page);
    const focusedLabel = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await groupLink(page, 'Explore Projects').focus();
    const closed = [await focusedLabel()];
    for (let step = 1; step < navigationGroups.length; step += 1) {
      await page.keyboard.press('Tab', { delay: 0 });
      closed.push(await focusedLabel());
    }
    expect(closed).toEqual(navigationGroups.map((group) => group.label));
    for (const group of navigationGroups) await expect(groupLink(page, group.label)).toHaveAttribute('aria-expanded', 'false');

    const [, group] = navigationGroups;
    if (!group) throw new Error('no second group');
    await groupLink(page, group.label).focus();
    await page.keyboard.press('Enter');
    const expected = [group.label, ...group.items.map((item) => item.label), navigationGroups[2]?.label];
    const forward = [await focusedLabel()];
    for (let step = 1; step < expected.length; step += 1) {
      await page.keyboard.press('Tab', { delay: 0 });
      forward.push(await focusedLabel());
    }
    expect(forward).toEqual(expected);
    // Focus left the group, so its menu closed: Shift+Tab comes back to its button.
    await expect(groupLink(page, group.label)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Shift+Tab');
    await expect(groupLink(page, group.label)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(mainNavigation(page).getByRole('link', { name: group.items[0]?.label, exact: true })).toBeFocused();
  });

  test('the avatar menu closes on choice, by mouse or keyboard, and on Escape', async ({ page }) => {
    await signUpThroughApi(page, 'investor');
    await openExplore(page);
    const avatar = page.getByRole('button', { name: 'Account menu' });
    await expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await avatar.click();
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(avatar).toBeFocused();

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Portfolio' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('Sign out everywhere ends every session of the account and goes home', async ({ page, playwright, baseURL }) => {
  const account = await signUpThroughApi(page, 'investor');
  const elsewhere = await playwright.request.newContext({ baseURL });
  const login = await elsewhere.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), await login.text()).toBe(true);
  expect((await elsewhere.get('/api/auth/user')).status()).toBe(200);

  await openExplore(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invest in the Creator Economy' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await elsewhere.get('/api/auth/user')).status()).toBe(401);
  await elsewhere.dispose();
});
