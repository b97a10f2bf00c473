import { test as base, type Page } from '@playwright/test';

export { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Until React has hydrated the server's HTML its controls do nothing, as for a person on a slow phone. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
}

/**
 * Playwright's test, whose page waits for hydration after `goto` and `reload` (with
 * JavaScript on), as a person waits for a page to be ready before using it.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForHydration(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});
