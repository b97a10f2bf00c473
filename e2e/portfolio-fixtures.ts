import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { centsToDecimal, decimalToCents, quoteInvestment, type Cents } from '@common/money';
import type { Investment } from '@common/schemas/investments';
import type { Project } from '@common/schemas/projects';

/** Invests through the API with the shares the invest form would show (common/money quoteInvestment). */
export async function investThroughApi(request: APIRequestContext, project: Project, amountCents: Cents): Promise<Investment> {
  const { shares } = quoteInvestment(amountCents, decimalToCents(project.sharePrice));
  const response = await request.post('/api/investments', {
    data: {
      projectId: project.id,
      investorName: 'E2E Investor',
      investorEmail: 'e2e@example.test',
      amount: centsToDecimal(amountCents),
      shares,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Investment;
}

/** An open toast with this title (and text, when given). */
export function toastWith(page: Page, title: string) {
  return page.locator('li[data-state="open"]').filter({ hasText: title });
}

/** Fails when the page is wider than the viewport, i.e. scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  // After a change of viewport, charts take their new width when their ResizeObserver fires.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'pixels the page is wider than the viewport',
    })
    .toBeLessThanOrEqual(0);
}
