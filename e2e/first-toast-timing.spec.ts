import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { toasts } from './project-data';

/**
 * Timed in the page, so it runs in a Playwright project of its own, after every other browser
 * test and alone: two browsers rendering side by side on this 2-core machine delay a 500 ms
 * timer's paint by tens of ms, which says nothing about the page.
 */
const TRIALS = 3;
/** Alone on a slow CI machine one page's first paint came 58 to 80 ms after its timer; the best of three within 50. */
const LATEST_MS = 550;

/** From the submit event to the moment the toast's title is in the document. */
async function timeFirstToast(page: Page): Promise<number> {
  await page.goto('/');
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
  return page.evaluate(() => {
    const timing = window as unknown as { submittedAt: number; toastAt: number };
    return timing.toastAt - timing.submittedAt;
  });
}

test("the first toast on the page shows within 50 ms of the spec's 500 ms", async ({ browser }) => {
  // Each trial in a new context, its cache empty: a delay of the page's own (its code loaded only
  // after the timer) shows in every trial, a busy machine's late paint in one. Never early, and
  // on time at least once.
  const delays: number[] = [];
  for (let trial = 0; trial < TRIALS && !delays.some((delay) => delay <= LATEST_MS); trial += 1) {
    const context = await browser.newContext();
    delays.push(await timeFirstToast(await context.newPage()));
    await context.close();
  }
  for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(500);
  expect(Math.min(...delays), `delays ${delays.map(Math.round).join(', ')} ms`).toBeLessThanOrEqual(LATEST_MS);
});
