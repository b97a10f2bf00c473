import { expect, test, type Page } from './test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { signUpThroughApi } from './fixtures';
import { expectNoHorizontalScroll, findProject } from './project-data';

interface PageCase {
  name: string;
  /** The path, given the demo project the cases use. */
  path: (project: { id: number; creatorId: number }) => string;
  heading: string;
  prepare?: (page: Page) => Promise<void>;
}

const cases: PageCase[] = [
  { name: 'landing', path: () => '/', heading: 'Invest in the Creator Economy' },
  { name: 'sandbox access', path: () => '/sandbox-access', heading: 'Welcome to the Stagebacker Sandbox' },
  { name: 'explore', path: () => '/explore', heading: 'Explore Investment Opportunities' },
  {
    name: 'explore, empty',
    path: () => '/explore',
    heading: 'Explore Investment Opportunities',
    prepare: async (page) => {
      await page.getByLabel('Search projects or creators').fill('nothing matches this');
      await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
    },
  },
  { name: 'creator profile', path: ({ creatorId }) => `/musician/${creatorId}`, heading: 'The Gravelroad Saints' },
  { name: 'creator not found', path: () => '/musician/999999', heading: 'Creator Not Found' },
  { name: 'project', path: ({ id }) => `/tour/${id}`, heading: 'Back Roads Summer Tour' },
  { name: 'project not found', path: () => '/tour/999999', heading: 'Project Not Found' },
  { name: 'unknown path', path: () => '/no/such/page', heading: 'Page Not Found' },
];

async function open(page: Page, pageCase: PageCase) {
  const project = await findProject(page, 'Back Roads Summer Tour');
  await page.goto(pageCase.path(project));
  await expect(page.getByRole('heading', { level: 1, name: pageCase.heading })).toBeVisible();
  await pageCase.prepare?.(page);
}

for (const pageCase of cases) {
  test.describe(pageCase.name, () => {
    test('fits a 360 px phone without horizontal scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await open(page, pageCase);
      await expectNoHorizontalScroll(page);
    });

    test('has no serious or critical accessibility violation', async ({ page }) => {
      await open(page, pageCase);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('the agreement dialog', () => {
  for (const width of [360, 1280]) {
    test(`fits ${width} px and has no serious accessibility violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signUpThroughApi(page, 'investor');
      await open(page, cases.find((pageCase) => pageCase.name === 'project') as PageCase);
      await page.getByLabel('Investment amount (USD)').fill('250');
      await page.getByRole('button', { name: 'Review Terms & Invest' }).click();
      await expect(page.getByRole('dialog', { name: 'Investment Agreement & Risk Disclosure' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
