import { expect, test } from './test';
import { toasts } from './project-data';

/**
 * Timed in the page, so it runs in a Playwright project of its own, after every other browser
 * test and alone: two browsers rendering side by side on this 2-core machine delay a 500 ms
 * timer's paint by tens of ms, which says nothing about the page.
 */
test("the first toast on the page shows within 50 ms of the spec's 500 ms", async ({ page }) => {
  await page.goto('/');
  // Timed in the page: from the submit event to the moment the toast's title is in the document.
  await page.evaluate(() => {
    const timing = window as unknown as { submittedAt: number; toastAt: number };
    document.addEventListener('submit', () => (timing.submittedAt = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (!document.body.textContent?.includes('Welcome to Stagebacker Sandbox!')) return;
      timing.toastAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByLabel('Your email address').fill('visitor@example.com');
  await page.getByRole('button', { name: 'Get Access' }).click();
  await expect(toasts(page).getByText('Welcome to Stagebacker Sandbox!')).toBeVisible();
  const delay = await page.evaluate(() => {
    const timing = window as unknown as { submittedAt: number; toastAt: number };
    return timing.toastAt - timing.submittedAt;
  });
  expect(delay).toBeGreaterThanOrEqual(500);
  expect(delay).toBeLessThanOrEqual(550);
});
