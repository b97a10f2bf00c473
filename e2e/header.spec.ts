import { expect, test, type Page } from '@playwright/test';
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
  const groups = mainNavigation(page).locator(':scope > div > a');
  await expect(groups).toHaveText(['Explore Projects', 'My Portfolio', 'How It Works', 'For Creators']);
  await expect(mainNavigation(page).getByRole('link', { name: 'Explore Projects' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Create Project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
});

test('a group opens on hover and its anchor item lands on the section', async ({ page }) => {
  await openExplore(page);
  await mainNavigation(page).getByRole('link', { name: 'How It Works' }).hover();
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
