import { expect, test, type Locator, type Page } from './test';
import type { HistoryRange, PortfolioHistory } from '@common/schemas/portfolio';
import { expectNoSeriousA11yViolations } from './accessibility';
import { renderPagesInBrowser, signUpThroughApi } from './fixtures';
import { expectNoHorizontalScroll } from './portfolio-fixtures';

/**
 * A new investor's half year, as the server draws it: values move only at events (three
 * purchases, two quarterly revaluations), and two payouts. Served in place of the real history,
 * so the chart is checked on figures known in advance.
 */
function history(range: HistoryRange): PortfolioHistory {
  return {
    range,
    points: [
      { date: '2027-01-05', invested: '500.00', value: '500.00' },
      { date: '2027-02-10', invested: '1000.00', value: '1000.00' },
      { date: '2027-04-01', invested: '1000.00', value: '1150.00' },
      { date: '2027-05-20', invested: '1500.00', value: '1650.00' },
      { date: '2027-07-01', invested: '1500.00', value: '1507.50' },
    ],
    payouts: [
      { date: '2027-04-01', amount: '12.34' },
      { date: '2027-07-01', amount: '20.00' },
    ],
  };
}

const CAPTION = 'Portfolio value and amount invested, 6 Months';

async function openPerformance(page: Page): Promise<Locator> {
  await signUpThroughApi(page);
  await renderPagesInBrowser(page);
  await page.route('**/api/portfolio/history*', (route) => {
    const range = (new URL(route.request().url()).searchParams.get('range') ?? '6m') as HistoryRange;
    return route.fulfill({ json: history(range) });
  });
  await page.goto('/dashboard?tab=analytics&analyticsTab=performance');
  const analytics = page.locator('#analytics-section');
  await expect(analytics.getByRole('tab', { name: 'Performance' })).toHaveAttribute('aria-selected', 'true');
  await expect(analytics.getByRole('slider', { name: CAPTION })).toBeVisible();
  return analytics;
}

/** The boxes of the chart's tick labels on one axis, in page pixels. */
async function tickBoxes(analytics: Locator, axis: 'x' | 'y') {
  const labels = analytics.getByTestId(`value-chart-${axis}-ticks`).locator('text');
  const boxes = [];
  for (const label of await labels.all()) {
    const box = await label.boundingBox();
    if (!box) throw new Error(`an ${axis} tick label is not drawn`);
    boxes.push({ ...box, text: (await label.textContent()) ?? '' });
  }
  return boxes;
}

for (const width of [1280, 390]) {
  test(`the value chart draws steps, payouts and round ticks at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const analytics = await openPerformance(page);

    // The legend names both lines (and the payout dots).
    await expect(analytics.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText(['Value', 'Invested', 'Payout']);

    // Each payout is a marker named with its amount and date.
    await expect(analytics.getByRole('img', { name: 'Payout $12.34 on Apr 1, 2027' })).toBeVisible();
    await expect(analytics.getByRole('img', { name: 'Payout $20.00 on Jul 1, 2027' })).toBeVisible();
    await expect(analytics.getByRole('img', { name: /^Payout / })).toHaveCount(2);

    // Round y ticks from $0, written compactly, never "$1,507" or "$753".
    const yTicks = await tickBoxes(analytics, 'y');
    expect(yTicks.map((tick) => tick.text)).toEqual(['$0', '$500', '$1K', '$1.5K', '$2K']);

    // Date ticks side by side, none touching the next, all inside the chart.
    const chart = await analytics.getByRole('slider', { name: CAPTION }).boundingBox();
    const xTicks = await tickBoxes(analytics, 'x');
    expect(xTicks.length).toBeGreaterThanOrEqual(2);
    for (const [index, tick] of xTicks.entries()) {
      const before = xTicks[index - 1];
      if (before) expect(tick.x, `${before.text} and ${tick.text} overlap`).toBeGreaterThanOrEqual(before.x + before.width);
      expect(tick.x + tick.width).toBeLessThanOrEqual((chart?.x ?? 0) + (chart?.width ?? 0) + 1);
    }
    if (width === 390) expect(xTicks.length).toBeLessThanOrEqual(4);

    // The figures in words: the summary, and the readout of the last point with its payout.
    await expect(analytics.getByRole('figure', { name: CAPTION })).toHaveAccessibleDescription(
      'From Jan 5, 2027 to Jul 1, 2027, value went from $500 to $1,507.50; invested went from $500 to $1,500. 2 payouts totalling $32.34.',
    );
    await expect(analytics.getByRole('slider', { name: CAPTION })).toHaveAttribute(
      'aria-valuetext',
      'Jul 1, 2027: value $1,507.50, invested $1,500, payout $20',
    );

    if (width === 390) {
      await expectNoHorizontalScroll(page);
    } else {
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('the keys walk the chart from the first investment to the last event', async ({ page }) => {
  const analytics = await openPerformance(page);
  const chart = analytics.getByRole('slider', { name: CAPTION });
  await chart.focus();
  await page.keyboard.press('Home');
  await expect(chart).toHaveAttribute('aria-valuetext', 'Jan 5, 2027: value $500, invested $500');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(chart).toHaveAttribute('aria-valuetext', 'Apr 1, 2027: value $1,150, invested $1,000, payout $12.34');
});

test('the chart says so when there is no history yet', async ({ page }) => {
  await signUpThroughApi(page);
  await renderPagesInBrowser(page);
  await page.route('**/api/portfolio/history*', (route) => route.fulfill({ json: { range: '6m', points: [], payouts: [] } }));
  await page.goto('/dashboard?tab=analytics&analyticsTab=performance');
  const analytics = page.locator('#analytics-section');
  await expect(analytics.getByText('Invest in a project to see your portfolio value over time.')).toBeVisible();
  await expect(analytics.getByRole('slider')).toHaveCount(0);
});
