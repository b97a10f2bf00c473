import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cents, centsToDecimal, decimalToCents, quoteInvestment, type Cents } from '../common/money';
import type { Investment } from '../common/schemas/investments';
import type { Project } from '../common/schemas/projects';
import { performanceAt } from '../server/features/portfolio/returns-model';

/** The demo projects that still take investments (active, not past their end date). */
export async function openProjects(request: APIRequestContext): Promise<Project[]> {
  const response = await request.get('/api/tours');
  expect(response.ok()).toBe(true);
  const today = new Date().toISOString().slice(0, 10);
  const projects = (await response.json()) as Project[];
  return projects.filter((project) => project.status === 'active' && project.timeline.endDate >= today);
}

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

/** The largest amount (in cents) a test may put in a project without starving parallel tests of its shares. */
export function roomCents(project: Project, capCents: Cents): Cents {
  const sharePriceCents = decimalToCents(project.sharePrice);
  const affordableShares = Math.floor(project.availableShares / 3);
  // Shares are bought with 95% of the amount (the 5% fee), so this many cents buys at most that many shares.
  return cents(Math.min(capCents, Math.floor((affordableShares * sharePriceCents * 100) / 95)));
}

const SECOND_MS = 1000;

/** How the returns model moves a project over the next seconds: negative means it is falling right now. */
function drift(projectId: number, seconds: number, from: Date): number {
  return performanceAt(projectId, new Date(from.getTime() + seconds * SECOND_MS)) / performanceAt(projectId, from) - 1;
}

/**
 * The project whose investment of the most we can place turns into a loss soonest, by the
 * money engineer's returns model (server/features/portfolio/returns-model.ts): a fresh
 * investment starts at 0.00 returns, so only a project falling right now shows a loss within a test.
 */
export function fallingProject(projects: Project[], capCents: Cents): { project: Project; amountCents: Cents } {
  const now = new Date();
  const candidates = projects
    .map((project) => ({ project, amountCents: roomCents(project, capCents) }))
    .filter(({ project, amountCents }) => amountCents >= decimalToCents(project.minInvestment))
    // Cents lost over the next 20 seconds: the larger, the sooner returns read -0.01.
    .map((candidate) => ({ ...candidate, loss: -drift(candidate.project.id, 20, now) * candidate.amountCents }))
    .sort((a, b) => b.loss - a.loss);
  const best = candidates[0];
  if (!best || best.loss <= 0) throw new Error('No demo project is falling right now');
  return best;
}

/** The project rising fastest right now, so a small investment in it cannot show a loss during a test. */
export function risingProject(projects: Project[], exclude: number): Project {
  const now = new Date();
  const [best] = projects.filter((project) => project.id !== exclude).sort((a, b) => drift(b.id, 60, now) - drift(a.id, 60, now));
  if (!best || drift(best.id, 60, now) <= 0) throw new Error('No demo project is rising right now');
  return best;
}

/** Waits until the API reports a loss on the investment (returns below zero). */
export async function waitForLoss(request: APIRequestContext, investmentId: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const investments = (await (await request.get('/api/investments')).json()) as Investment[];
        return decimalToCents(investments.find((investment) => investment.id === investmentId)?.returns ?? '0');
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBeLessThan(0);
}

/** An open toast with this title (and text, when given). */
export function toastWith(page: Page, title: string) {
  return page.locator('li[data-state="open"]').filter({ hasText: title });
}

/** Fails when the page is wider than the viewport, i.e. scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
