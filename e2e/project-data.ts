import { expect, type Page } from '@playwright/test';
import type { Project } from '@common/schemas/projects';
import { demoProjects } from '../server/db/seed/demo-data';
import { renderPagesInBrowser } from './fixtures';

/** The projects as the server has them now. */
export async function fetchProjects(page: Page): Promise<Project[]> {
  const response = await page.request.get('/api/tours');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Project[];
}

const demoTitles = new Set(demoProjects.map((project) => project.title));

/** The seeded demo projects as the server has them now: read by tests, invested in by none, so they stay as seeded. */
export async function fetchDemoProjects(page: Page): Promise<Project[]> {
  return (await fetchProjects(page)).filter((project) => demoTitles.has(project.title));
}

export async function findProject(page: Page, title: string): Promise<Project> {
  const project = (await fetchProjects(page)).find((candidate) => candidate.title === title);
  if (!project) throw new Error(`No demo project titled ${title}`);
  return project;
}

/** Serves one project with the given changes, for states the demo data does not have. */
export async function serveProject(page: Page, project: Project, changes: Partial<Project> = {}): Promise<Project> {
  const served = { ...project, ...changes };
  await renderPagesInBrowser(page);
  await page.route(`**/api/tours/${project.id}`, (route) => route.fulfill({ json: served }));
  return served;
}

/** The toast region; only one toast shows at a time. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** The page fits a phone: nothing sticks out sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
}
