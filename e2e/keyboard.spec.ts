import { cents } from '@common/money';
import type { Project } from '@common/schemas/projects';
import { signUpThroughApi } from './fixtures';
import { investThroughApi } from './portfolio-fixtures';
import { expect, test, type Page } from './test';

/** Keyboard and screen reader use (issue 24, item 9): focus after results, header Tab stops, page-change announcements, target sizes. */

const announcer = (page: Page) => page.locator('#route-announcer');
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('focus lands on the result', () => {
  test('after Invest Now, on the success message', async ({ page, ownProject }) => {
    const project = await ownProject();
    await signUpThroughApi(page, 'investor', 1000);
    await page.goto(`/tour/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();

    await page.getByLabel('Investment amount (USD)').fill('250');
    await page.getByRole('button', { name: 'Review Terms & Invest' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Investment Agreement & Risk Disclosure' });
    // The dialog's code loads on first use: all three boxes are there before they are ticked.
    await expect(dialog.getByRole('checkbox')).toHaveCount(3);
    for (const box of await dialog.getByRole('checkbox').all()) await box.check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    const invest = page.getByRole('button', { name: 'Invest Now' });
    await expect(invest).toBeFocused();
    await page.keyboard.press('Enter');

    const result = page.getByTestId('investment-result');
    await expect(result).toBeFocused();
    await expect(result).toHaveAccessibleName('Investment placed');
    await expect(result).toHaveAccessibleDescription('It is listed under My Investments on your dashboard.');
    // The toast keeps the spec's words; the result does not repeat them, so each text is on the page once.
    await expect(page.getByText('Investment Successful!')).toHaveCount(1);
    // The result goes once the form is changed again.
    await page.getByLabel('Investment amount (USD)').fill('300');
    await expect(result).toHaveCount(0);
  });

  test('after adding funds, on the success message', async ({ page }) => {
    await signUpThroughApi(page, 'investor');
    await page.goto('/add-funds');
    await page.getByRole('button', { name: '$100.00' }).click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const add = page.getByRole('button', { name: 'Add $100.00 (Demo)' });
    await add.focus();
    await page.keyboard.press('Enter');

    const result = page.getByTestId('add-funds-result');
    await expect(result).toBeFocused();
    await expect(result).toHaveAccessibleName('Deposit complete');
    await expect(result).toHaveAccessibleDescription('Taking you to your dashboard.');
    await expect(page.getByText('Funds Added Successfully!')).toHaveCount(1);
    // Then the page goes to the dashboard, and says so.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
    await expect(announcer(page)).toHaveText('Investment Dashboard · Stagebacker Sandbox');
  });
});

test.describe('header Tab stops', () => {
  test('Tab reaches the bell in a few stops and opens no menu on the way', async ({ page }) => {
    await signUpThroughApi(page, 'investor');
    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Investment Opportunities' })).toBeVisible();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();

    const stops: string[] = [];
    for (let stop = 1; stop <= 12; stop += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? ''),
      );
      await expect(mainNavigation(page).locator('ul:not([hidden])')).toHaveCount(0);
      await expect(mainNavigation(page).locator('[aria-expanded="true"]')).toHaveCount(0);
      await expect(page.getByRole('menu')).toHaveCount(0);
      if (await bell.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(bell).toBeFocused();
    // Skip link, logo, the four groups, the bell.
    expect(stops).toEqual([
      'Skip to content',
      'Stagebacker Sandbox home',
      'Explore Projects',
      'My Portfolio',
      'How It Works',
      'For Creators',
      expect.stringMatching(/^Notifications/),
    ]);
  });

  test('a group opens on Enter or Space, and the bell menu on Enter', async ({ page }) => {
    await signUpThroughApi(page, 'investor');
    await page.goto('/explore');
    const group = mainNavigation(page).getByRole('button', { name: 'How It Works', exact: true });
    await group.focus();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNavigation(page).getByRole('link', { name: 'Returns & Payouts' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');

    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.focus();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Notifications' })).toBeVisible();
  });
});

test.describe('page changes are announced', () => {
  test('not on the first load; after a client-side link click, the new page’s title', async ({ page }) => {
    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Investment Opportunities' })).toBeVisible();
    await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
    await expect(announcer(page)).toHaveText('');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(announcer(page)).toHaveText('Contact Us · Stagebacker Sandbox');
    await expect(announcer(page)).toHaveText(await page.title());
  });

  test('a page titled from its data is announced with that title', async ({ page }) => {
    await page.goto('/explore');
    const card = page.getByRole('link', { name: 'Invest Now' }).first();
    const href = await card.getAttribute('href');
    const project = (await (await page.request.get(`/api/tours/${href?.split('/').pop()}`)).json()) as Project;
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await expect(announcer(page)).toHaveText(`${project.title} · Stagebacker Sandbox`);
  });
});

/**
 * Interactive elements drawn smaller than 24 × 24 CSS px, except links inside a line of text (SC 2.5.8's
 * inline exception) and inputs whose label is a large enough target of its own.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="slider"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const inlineInText = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (element.textContent ?? '').trim().length;
      return (block?.textContent ?? '').trim().length > own;
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      // Not drawn (display none, hidden menus), or visually hidden until focused (the skip link).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      if (box.width >= 24 && box.height >= 24) continue;
      if (inlineInText(element)) continue;
      // A radio or checkbox inside a label card: the label is the target that meets the size (the equivalent exception).
      const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
      if (labels.some((label) => label.getBoundingClientRect().width >= 24 && label.getBoundingClientRect().height >= 24)) continue;
      small.push(`${describe(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  });
}

test.describe('targets are at least 24 × 24 CSS px', () => {
  test('on the main pages, signed in with an investment', async ({ page, ownProject }) => {
    test.slow();
    const project = await ownProject();
    await signUpThroughApi(page, 'both', 1000);
    await investThroughApi(page.request, project, cents(25_000));

    const paths = [
      '/explore',
      `/tour/${project.id}`,
      `/musician/${project.creatorId}`,
      '/dashboard',
      '/dashboard?tab=analytics',
      '/add-funds',
      '/account-activity',
      '/create-project',
      '/how-it-works',
      '/for-creators',
      '/support',
      '/contact',
      '/privacy',
      '/terms',
      '/sandbox-access',
    ];
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
    }
    expect(found).toEqual([]);
  });

  test('on the pages a visitor sees', async ({ page }) => {
    const found: string[] = [];
    for (const path of ['/', '/login', '/signup', '/explore']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
    }
    expect(found).toEqual([]);
  });
});
