import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Project } from '@common/schemas/projects';
import { newAccount } from './fixtures';
import { createProjectThroughApi, type ProjectTerms } from './update-fixtures';

export { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Until React has hydrated the server's HTML its controls do nothing, as for a person on a slow phone. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
}

/** Opens a project of the test's own; see `test`. */
export type OwnProject = (terms?: ProjectTerms) => Promise<Project>;

/**
 * Playwright's test, whose page waits for hydration after `goto` and `reload` (with
 * JavaScript on), as a person waits for a page to be ready before using it.
 * `ownProject` opens a project of the test's own, by a creator of its own, through the API: a
 * test that invests does so there, never in the shared demo projects, whose shares would run out.
 */
export const test = base.extend<{ ownProject: OwnProject }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // The page's Content-Security-Policy must never have to refuse the app anything: any test
    // whose page reports a violation fails (the report names what was refused, and where).
    const policyViolations: string[] = [];
    await page.exposeFunction('__reportPolicyViolation', (violation: string) => policyViolations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportPolicyViolation: (violation: string) => void }).__reportPolicyViolation;
        report(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`,
        );
      });
    });
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
    expect(policyViolations, 'Content-Security-Policy violations').toEqual([]);
  },
  ownProject: async ({ playwright, baseURL }, use) => {
    const creators: APIRequestContext[] = [];
    await use(async (terms) => {
      const creator = await playwright.request.newContext({ baseURL });
      creators.push(creator);
      const response = await creator.post('/api/auth/signup', { data: { ...newAccount(), accountType: 'musician' } });
      expect(response.status(), await response.text()).toBe(201);
      return createProjectThroughApi(creator, `Test Sessions ${randomUUID().slice(0, 8)}`, terms);
    });
    await Promise.all(creators.map((creator) => creator.dispose()));
  },
});
