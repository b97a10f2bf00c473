import { expectNoSeriousA11yViolations } from './accessibility';
import { expectNoHorizontalScroll, findProject, serveProject } from './project-data';
import { expect, test, type Page } from './test';

/**
 * "What could this earn?" on the project page (issue 44, item 4): the server's figures for the
 * minimum over 5 years, then the page's worker answering each move of the amount and horizon.
 * `OUTLOOK_SCREENSHOTS=1` also writes docs/screenshots/outlook-project-*.png.
 */

const section = (page: Page) => page.getByRole('region', { name: 'What could this earn?' });
const results = (page: Page) => page.getByTestId('outlook-results');

/**
 * The section's code is fetched when the visitor comes near it: until then its server HTML shows,
 * unanswering. Scrolls to it and waits until it answers.
 */
async function reachSection(page: Page) {
  await section(page).scrollIntoViewIfNeeded();
  await expect(results(page)).toHaveAttribute('data-live', 'true');
}

/** The readable text of an HTML page: tags dropped, the entities React writes decoded. */
const readableText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The section alone, scrolled below the sticky header, into docs/screenshots/outlook-project-<name>.png. */
async function screenshot(page: Page, name: string) {
  const { width } = page.viewportSize() ?? { width: 1280 };
  await page.setViewportSize({ width, height: 2200 });
  await section(page).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100));
  await expect(page.getByTestId('fan-band')).toBeVisible();
  await section(page).screenshot({ path: `docs/screenshots/outlook-project-${name}.png` });
}

test('a visitor moves the amount and the horizon, and the figures follow from the worker', async ({ page }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  await page.goto(`/tour/${project.id}`);
  const outlook = section(page);
  await expect(outlook.getByRole('heading', { level: 2, name: 'What could this earn?' })).toBeVisible();
  await expect(results(page)).toHaveAttribute('data-amount-cents', '25000');
  await expect(outlook.getByRole('definition')).toHaveCount(5);
  for (const figure of await outlook.getByRole('definition').all()) await expect(figure).toContainText('Hypothetical');
  await expect(outlook).toContainText(
    /In (\d+|none|fewer than 1|more than 9) of 10 simulated futures you get your money back within 5 years/,
  );
  const firstWords = await outlook.getByRole('listitem').allTextContents();
  await reachSection(page);

  // The slider: one step up, the figures follow.
  const slider = outlook.getByLabel(/^Amount, from \$250 to/);
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(results(page)).toHaveAttribute('data-amount-cents', '26000');
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(outlook.getByLabel('Amount to invest (USD)')).toHaveValue('260');
  expect(await outlook.getByRole('listitem').allTextContents()).not.toEqual(firstWords);
  await expect(outlook).toContainText('your $260 becomes');

  // The invest form's amount leads the section's.
  await page.getByLabel('Investment amount (USD)').fill('1000');
  await expect(outlook.getByLabel('Amount to invest (USD)')).toHaveValue('1000');
  await expect(results(page)).toHaveAttribute('data-amount-cents', '100000');
  await expect(outlook).toContainText('your $1,000 becomes');

  // The horizon: 10 years, 40 quarters in the chart's table.
  await outlook.getByLabel('Horizon: 5 years').focus();
  await page.keyboard.press('End');
  await expect(outlook.getByLabel('Horizon: 10 years')).toBeVisible();
  await expect(results(page)).toHaveAttribute('data-years', '10');
  // The table sits closed behind its disclosure: counted in the document, not the accessibility tree.
  await expect(outlook.locator('table caption')).toContainText('over 10 years', { timeout: 15_000 });
  await expect(outlook.locator('table tbody tr')).toHaveCount(40);
  await expect(page.getByTestId('fan-band')).toBeVisible();
});

test("the chart's table opens from the keyboard, and the section passes axe and fits a phone", async ({ page }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  await page.goto(`/tour/${project.id}`);
  const outlook = section(page);
  await reachSection(page);
  if (process.env.OUTLOOK_SCREENSHOTS) await screenshot(page, 'desktop');
  await outlook.getByLabel('Horizon: 5 years').focus();
  const disclosure = outlook.getByText('Show the chart’s figures as a table');
  for (let presses = 0; presses < 5 && !(await disclosure.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(disclosure).toBeFocused();
  await page.keyboard.press('Enter');
  const table = outlook.getByRole('table', { name: /Hypothetical quarterly payouts for \$250 over 5 years/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Quarter', 'P10', 'P50', 'P90', 'Plan']);
  await expect(table.getByRole('row')).toHaveCount(21);
  await page.keyboard.press('Tab');
  await expect(outlook.getByRole('region', { name: /: table$/ })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await outlook.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('fan-band')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  if (process.env.OUTLOOK_SCREENSHOTS) await screenshot(page, '375');
});

test('follows a slider within a measured time in Chromium (figures reported, generous bound)', async ({ page }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  await page.goto(`/tour/${project.id}`);
  await reachSection(page);
  const slider = section(page).getByLabel(/^Amount, from \$250 to/);
  await slider.focus();
  // The first move starts the worker and simulates the futures; the moves measured reuse them.
  await page.keyboard.press('ArrowRight');
  await expect(results(page)).toHaveAttribute('data-amount-cents', '26000');
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  type Timing = { preview: number; full: number };
  const timings: Timing[] = [];
  for (let move = 0; move < 12; move += 1) {
    const expected = String(26000 + (move + 1) * 1000);
    // Listening before the key goes down; the times are read once the full figures are in and painted.
    await page.evaluate((wanted) => {
      const slider = document.activeElement as HTMLInputElement;
      const shown = document.querySelector('[data-testid="outlook-results"]')!;
      let start = 0;
      let preview = 0;
      slider.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true });
      const painted = (resolve: (at: number) => void) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
      (window as unknown as { outlookTiming: Promise<Timing> }).outlookTiming = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (shown.getAttribute('data-amount-cents') !== wanted) return;
          if (!preview) painted((at) => (preview = at));
          if (shown.getAttribute('aria-busy') !== 'false') return;
          observer.disconnect();
          painted((full) => resolve({ preview: preview || full, full }));
        });
        observer.observe(shown, { attributes: true, attributeFilter: ['data-amount-cents', 'aria-busy'] });
      });
    }, expected);
    await page.keyboard.press('ArrowRight');
    timings.push(await page.evaluate(() => (window as unknown as { outlookTiming: Promise<Timing> }).outlookTiming));
  }
  const sorted = (key: keyof Timing) => timings.map((timing) => timing[key]).sort((a, b) => a - b);
  const median = (values: number[]) => values[Math.floor(values.length / 2)] ?? 0;
  const line =
    `Outlook slider, key press to figures painted (5 years, ${timings.length} moves): ` +
    `preview of 2,000 paths median ${median(sorted('preview')).toFixed(0)} ms (max ${Math.max(...sorted('preview')).toFixed(0)}), ` +
    `full 10,000 paths median ${median(sorted('full')).toFixed(0)} ms (max ${Math.max(...sorted('full')).toFixed(0)})`;
  console.log(line);
  test.info().annotations.push({ type: 'outlook slider response', description: line });
  // A generous bound: the figure to read is the line above (the target is 100 ms on a quiet machine).
  expect(median(sorted('preview'))).toBeLessThan(1_500);
});

test('the server renders the section for the minimum and 5 years, readable without JavaScript', async ({ page, request }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  const response = await request.get(`/tour/${project.id}`);
  expect(response.status()).toBe(200);
  const text = readableText(await response.text());
  expect(text).toContain('What could this earn?');
  expect(text).toMatch(/simulated futures you get your money back within 5 years from payouts alone/);
  expect(text).toContain('In the middle future (P50) your $250 becomes');
  expect(text).toContain('Hypothetical quarterly payouts for $250 over 5 years');
  expect(text).toContain('Hypothetical');
  expect(text).toContain('Show the chart’s figures as a table');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the figures and the table behind its disclosure are there', async ({ page }) => {
    const project = await findProject(page, 'Back Roads Summer Tour');
    await page.goto(`/tour/${project.id}`);
    const outlook = section(page);
    await expect(outlook.getByRole('definition')).toHaveCount(5);
    await outlook.getByText('Show the chart’s figures as a table').click();
    await expect(outlook.getByRole('table', { name: /Hypothetical quarterly payouts for \$250 over 5 years/ })).toBeVisible();
  });
});

test('a campaign that did not fund has no section', async ({ page }) => {
  const project = await findProject(page, 'Back Roads Summer Tour');
  await serveProject(page, project, { status: 'failed' });
  let asked = false;
  await page.route('**/api/projects/*/outlook*', (route) => {
    asked = true;
    return route.continue();
  });
  await page.goto(`/tour/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Budget Breakdown' })).toBeVisible();
  await expect(section(page)).toHaveCount(0);
  expect(asked).toBe(false);
});
