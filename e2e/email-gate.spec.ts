import { expect, test, type Page } from './test';
import { toasts } from './project-data';

const WELCOME = "You've been added to our mailing list. Redirecting to sandbox...";

const flag = (page: Page) => page.evaluate(() => window.localStorage.getItem('hasEnteredEmail'));

for (const form of [
  { name: 'hero', label: 'Your email address', button: 'Get Access', pending: 'Joining...' },
  { name: 'newsletter', label: 'Email for sandbox news', button: 'Subscribe', pending: 'Subscribing...' },
]) {
  test(`the ${form.name} form shows '${form.pending}', welcomes, remembers the visitor and opens the sandbox after 1 s`, async ({
    page,
  }) => {
    const sent: string[] = [];
    await page.goto('/');
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(request.url());
    });
    await page.getByLabel(form.label).fill('visitor@example.com');
    // Timed in the page from the submit itself: the test's own clock would add the click's latency.
    await page.evaluate(() => {
      document.addEventListener('submit', () => ((window as unknown as { submittedAt: number }).submittedAt = performance.now()), {
        capture: true,
        once: true,
      });
    });
    await page.getByRole('button', { name: form.button }).click();
    const pendingButton = page.getByRole('button', { name: form.pending });
    await expect(pendingButton).toBeVisible();
    await expect(pendingButton).toBeDisabled();

    await expect(toasts(page).getByText('Welcome to Stagebacker Sandbox!')).toBeVisible();
    await expect(toasts(page).getByText(WELCOME)).toBeVisible();
    expect(await flag(page)).toBe('true');
    await expect(page).toHaveURL(/\/sandbox-access$/);
    // About 500 ms of submitting, then 1 s before the redirect (the client-side navigation keeps the page's clock).
    expect(
      await page.evaluate(() => performance.now() - (window as unknown as { submittedAt: number }).submittedAt),
    ).toBeGreaterThanOrEqual(1_400);
    expect(sent).toEqual([]);
  });
}

test('submitting an empty email does nothing', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Access' }).click();
  // Past the 500 ms of submitting and the 1 s before the redirect that an email would start.
  await page.clock.runFor(2_000);
  await expect(page.getByRole('button', { name: 'Get Access' })).toBeEnabled();
  await expect(toasts(page).getByText('Welcome to Stagebacker Sandbox!')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect(await flag(page)).toBeNull();
});

test('a visitor who already entered an email goes straight to /sandbox-access, and the logo leads there', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasEnteredEmail', 'true'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/sandbox-access$/);
  await expect(page.getByRole('link', { name: 'Stagebacker Sandbox home' })).toHaveAttribute('href', '/sandbox-access');
  await page.goto('/explore');
  await expect(page.getByRole('link', { name: 'Stagebacker Sandbox home' })).toHaveAttribute('href', '/sandbox-access');
});

test('without the flag the logo leads to /', async ({ page }) => {
  await page.goto('/explore');
  await expect(page.getByRole('link', { name: 'Stagebacker Sandbox home' })).toHaveAttribute('href', '/');
});

test('the sandbox access page is marked noindex and offers its buttons', async ({ page }) => {
  await page.goto('/sandbox-access');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', { name: 'Explore Projects' }).last()).toHaveAttribute('href', '/explore');
  await expect(page.getByRole('link', { name: 'How It Works' }).last()).toHaveAttribute('href', '/how-it-works');
  await expect(page.getByRole('link', { name: 'Create Sandbox Account' })).toHaveAttribute('href', '/signup');
});
