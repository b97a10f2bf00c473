import { expect, test, type Page } from './test';
import { campaignClosesAt } from '@common/rules/campaigns';
import { cents, decimalToCents, formatCentsAsShortUsd } from '@common/money';
import { nextQuarterEnd, statementColumns } from '@common/schemas/payouts';
import type { Project } from '@common/schemas/projects';
import { expectNoSeriousA11yViolations } from './accessibility';
import { renderPagesInBrowser, signUpThroughApi } from './fixtures';
import { formatUtcDay, paidHolding, payoutLine, serveInvestments, servePayouts } from './payout-fixtures';
import { investThroughApi } from './portfolio-fixtures';
import { expectNoHorizontalScroll, fetchProjects, findProject, serveProject } from './project-data';

// The demo project that is already funded; on the shared e2e server no quarter ends, so what it
// has paid is served by the tests rather than read from the server.
const FUNDED_TITLE = 'Basement to Booth: Home Studio Build';

function payoutsRegion(page: Page) {
  return page.getByRole('region', { name: 'Payouts', exact: true });
}

/** Seven quarters paid by two projects, newest first: the dashboard shows five and offers 2027 and 2026 statements. */
function sevenQuarters(first: Project, second: Project) {
  return [
    payoutLine({
      projectId: first.id,
      projectTitle: first.title,
      quarter: '2027-Q3',
      amount: '12.34',
      shares: 40,
      postedAt: '2027-10-01T00:00:00.000Z',
    }),
    payoutLine({
      projectId: second.id,
      projectTitle: second.title,
      quarter: '2027-Q3',
      amount: '3.05',
      shares: 7,
      postedAt: '2027-10-01T00:00:00.000Z',
    }),
    payoutLine({
      projectId: first.id,
      projectTitle: first.title,
      quarter: '2027-Q2',
      amount: '10.00',
      shares: 40,
      postedAt: '2027-07-01T00:00:00.000Z',
    }),
    payoutLine({
      projectId: first.id,
      projectTitle: first.title,
      quarter: '2027-Q1',
      amount: '8.40',
      shares: 40,
      postedAt: '2027-04-01T00:00:00.000Z',
    }),
    payoutLine({
      projectId: first.id,
      projectTitle: first.title,
      quarter: '2026-Q4',
      amount: '7.77',
      shares: 40,
      postedAt: '2027-01-01T00:00:00.000Z',
    }),
    payoutLine({
      projectId: first.id,
      projectTitle: first.title,
      quarter: '2026-Q3',
      amount: '6.10',
      shares: 40,
      postedAt: '2026-10-01T00:00:00.000Z',
    }),
    payoutLine({
      projectId: first.id,
      projectTitle: first.title,
      quarter: '2026-Q2',
      amount: '1.00',
      shares: 1,
      postedAt: '2026-07-01T00:00:00.000Z',
    }),
  ];
}

test.describe('the dashboard Payouts section', () => {
  test('lists the latest five payouts, the next expected payout and a CSV statement per year', async ({ page, ownProject }) => {
    await signUpThroughApi(page, 'investor', 2000);
    const [first, second] = await Promise.all([ownProject(), ownProject()]);
    await investThroughApi(page.request, first, decimalToCents(first.minInvestment));
    await serveInvestments(page, (holding) => paidHolding(holding, 1234, 500));
    await servePayouts(page, sevenQuarters(first, second));
    await page.route('**/api/payouts/statement.csv?year=2027', (route) =>
      route.fulfill({ contentType: 'text/csv', body: `${statementColumns.join(',')}\n` }),
    );

    await page.goto('/dashboard');
    const payouts = payoutsRegion(page);
    await expect(payouts.getByRole('heading', { level: 2, name: 'Payouts' })).toBeVisible();

    // An active holding: the next quarter end on the sandbox clock (the e2e server's clock is not moved).
    await expect(payouts).toContainText(`Next expected payout: ${formatUtcDay(nextQuarterEnd(new Date()))}`);
    await expect(payouts).not.toContainText('still in escrow');

    const lines = payouts.getByRole('list', { name: 'Latest payouts, newest first' }).getByRole('listitem');
    await expect(lines).toHaveCount(5);
    const newest = lines.first();
    await expect(newest.getByRole('link', { name: first.title })).toHaveAttribute('href', `/tour/${first.id}`);
    await expect(newest).toContainText('Q3 2027');
    await expect(newest).toContainText('40 shares');
    await expect(newest).toContainText('Posted Oct 1, 2027');
    await expect(newest).toContainText('+$12.34');
    await expect(lines.nth(1).getByRole('link', { name: second.title })).toHaveAttribute('href', `/tour/${second.id}`);
    await expect(lines.nth(1)).toContainText('7 shares');
    await expect(lines.nth(4)).toContainText('Q4 2026');
    await expect(lines.nth(4)).toContainText('Posted Jan 1, 2027');
    await expect(payouts).not.toContainText('Q2 2026');
    await expect(payouts).toContainText('Showing the latest 5 of 7 payouts.');

    // One statement per year that had a payout, newest first, each a download of that year's CSV.
    const statements = payouts.getByRole('link', { name: /statement \(CSV\)/ });
    await expect(statements).toHaveText(['Download 2027 statement (CSV)', 'Download 2026 statement (CSV)']);
    const statement2027 = payouts.getByRole('link', { name: 'Download 2027 statement (CSV)' });
    await expect(statement2027).toHaveAttribute('href', '/api/payouts/statement.csv?year=2027');
    await expect(statement2027).toHaveAttribute('download', /2027/);
    await expect(payouts.getByRole('link', { name: 'Download 2026 statement (CSV)' })).toHaveAttribute(
      'href',
      '/api/payouts/statement.csv?year=2026',
    );
    const download = page.waitForEvent('download');
    await statement2027.click();
    expect((await download).suggestedFilename()).toMatch(/2027.*\.csv$/);

    // The title leads to the project.
    await newest.getByRole('link', { name: first.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });

  test('without payouts: the empty state, and no expected payout until something is invested', async ({ page }) => {
    await signUpThroughApi(page, 'investor', 2000);
    await servePayouts(page, []);
    await page.goto('/dashboard');
    const payouts = payoutsRegion(page);
    await expect(payouts.getByRole('heading', { name: 'No payouts yet' })).toBeVisible();
    await expect(payouts).toContainText('paid into your balance at the end of each quarter');
    await expect(payouts).not.toContainText('Next expected payout');
    await expect(payouts.getByRole('link', { name: /statement/ })).toHaveCount(0);
  });

  test('a pending investment expects its first payout at the first quarter end after its campaign closes', async ({ page, ownProject }) => {
    await signUpThroughApi(page, 'investor', 2000);
    const project = await ownProject();
    await investThroughApi(page.request, project, decimalToCents(project.minInvestment));
    await servePayouts(page, []);

    await page.goto('/dashboard');
    await expect(page.getByRole('article', { name: project.title })).toContainText('In escrow');
    const payouts = payoutsRegion(page);
    const closes = campaignClosesAt(project.timeline.endDate);
    const from = closes > new Date() ? closes : new Date();
    await expect(payouts).toContainText(`Next expected payout: ${formatUtcDay(nextQuarterEnd(from))}`);
    await expect(payouts).toContainText('Your investments are still in escrow: payouts start once a campaign is funded.');
    await expect(payouts.getByRole('heading', { name: 'No payouts yet' })).toBeVisible();
  });

  test('a failed load says so and retries', async ({ page }) => {
    await signUpThroughApi(page, 'investor');
    let fail = true;
    await renderPagesInBrowser(page);
    await page.route(/\/api\/payouts(\?[^/]*)?$/, (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Payouts are resting.' }) })
        : route.fulfill({ json: [] }),
    );
    await page.goto('/dashboard');
    const payouts = payoutsRegion(page);
    await expect(payouts.getByRole('alert')).toContainText('Payouts are resting.');
    fail = false;
    await payouts.getByRole('button', { name: 'Try Again' }).click();
    await expect(payouts.getByRole('heading', { name: 'No payouts yet' })).toBeVisible();
  });

  test('fits a 390 px phone and has no serious accessibility violation', async ({ page, ownProject }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpThroughApi(page, 'investor', 2000);
    const [first, second] = await Promise.all([ownProject(), ownProject()]);
    await investThroughApi(page.request, first, decimalToCents(first.minInvestment));
    await serveInvestments(page, (holding) => paidHolding(holding, 123456, -98765));
    const long = { ...first, title: 'An Extraordinarily Long Fictional Project Title Without Many Breaks: Volume Twelve' };
    await servePayouts(page, sevenQuarters(long, second));

    await page.goto('/dashboard');
    await expect(payoutsRegion(page).getByRole('list', { name: 'Latest payouts, newest first' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByTestId('returns-split')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test('Total Returns keeps its figure and splits it into payouts received and change in value', async ({ page, ownProject }) => {
  await signUpThroughApi(page, 'investor', 5000);
  const [gaining, losing] = await Promise.all([ownProject(), ownProject()]);
  const gainingAmount = decimalToCents(gaining.minInvestment);
  const losingAmount = decimalToCents(losing.minInvestment);
  await investThroughApi(page.request, gaining, gainingAmount);
  await investThroughApi(page.request, losing, losingAmount);
  // Gaining: $12.50 of payouts and +$20.00 of value. Losing: $4.10 of payouts and -$30.00 of value.
  await serveInvestments(page, (holding) =>
    holding.projectId === gaining.id ? paidHolding(holding, 1250, 2000) : paidHolding(holding, 410, -3000),
  );
  await servePayouts(page, []);

  await page.goto('/dashboard');
  const card = page.getByText('Total Returns', { exact: true }).locator('..').locator('..');
  // Total returns: 12.50 + 20.00 + 4.10 - 30.00 = +$6.60, of which $16.60 payouts and -$10 change in value.
  await expect(card).toContainText('+$6.60');
  await expect(card.getByTestId('returns-split')).toHaveText('Payouts received $16.60 · Change in value -$10');

  // The spec's other cards are unchanged: Total Value is invested plus returns.
  const totalValue = page.getByText('Total Value', { exact: true }).locator('..').locator('..');
  await expect(totalValue).toContainText(formatCentsAsShortUsd(cents(gainingAmount + losingAmount + 660)));
  await expect(page.getByText('Active Investments', { exact: true }).locator('..').locator('..')).toContainText('2');

  // Analytics read the same returns.
  await page.getByRole('tab', { name: 'Advanced Analytics' }).click();
  const analytics = page.locator('#analytics-section');
  await expect(analytics.getByText('Portfolio Value', { exact: true }).locator('..').locator('..')).toContainText('+$6.60 returns');

  // Selling says the payouts stay.
  await page.getByRole('tab', { name: 'Portfolio Overview' }).click();
  await page.getByRole('article', { name: gaining.title }).getByRole('button', { name: /^Sell/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Sell Investment' });
  await expect(dialog).toContainText('The $12.50 of payouts it has paid you stay yours.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test.describe('Paid to investors', () => {
  test('the project page shows it once a quarter has paid, in dollars and cents and quarters', async ({ page }) => {
    const project = await findProject(page, FUNDED_TITLE);
    const overview = page.getByRole('region', { name: 'Investment Overview' });

    await serveProject(page, project, { paidToInvestors: '1234.56', payoutCount: 3 });
    await page.goto(`/tour/${project.id}`);
    await expect(overview).toContainText('Paid to investors: $1,234.56 over 3 quarters');

    await page.unroute(`**/api/tours/${project.id}`);
    await serveProject(page, project, { paidToInvestors: '41.07', payoutCount: 1 });
    await page.reload();
    await expect(overview).toContainText('Paid to investors: $41.07 over 1 quarter');

    await page.unroute(`**/api/tours/${project.id}`);
    await serveProject(page, project, { paidToInvestors: '0.00', payoutCount: 0 });
    await page.reload();
    await expect(overview.getByRole('heading', { name: 'Investment Overview' })).toBeVisible();
    await expect(page.getByText('Paid to investors')).toHaveCount(0);
  });

  test('the creator page shows it per project and the creator’s total', async ({ page }) => {
    const project = await findProject(page, FUNDED_TITLE);
    const own = (await fetchProjects(page)).filter((candidate) => candidate.creatorId === project.creatorId);
    // A second paying project of the same creator, so the total adds two up.
    const sequel: Project = {
      ...project,
      id: 987654,
      title: 'Basement to Booth II: The Mixing Room',
      paidToInvestors: '100.00',
      payoutCount: 1,
    };
    const served = [
      ...own.map((candidate) =>
        candidate.id === project.id
          ? { ...candidate, paidToInvestors: '1234.56', payoutCount: 3 }
          : { ...candidate, paidToInvestors: '0.00', payoutCount: 0 },
      ),
      sequel,
    ];
    await renderPagesInBrowser(page);
    await page.route(`**/api/creators/${project.creatorId}/projects`, (route) => route.fulfill({ json: served }));

    await page.goto(`/musician/${project.creatorId}`);
    const projects = page.getByRole('region', { name: `Projects by ${project.creator.name}` });
    const card = (title: string) => projects.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card(project.title)).toContainText('Paid to investors: $1,234.56 over 3 quarters');
    await expect(card(sequel.title)).toContainText('Paid to investors: $100.00 over 1 quarter');
    for (const other of own.filter((candidate) => candidate.id !== project.id)) {
      await expect(card(other.title)).not.toContainText('Paid to investors');
    }
    await expect(projects).toContainText('Paid to investors across 2 projects: $1,334.56');
  });

  test('a creator whose projects have paid nothing shows no figure', async ({ page }) => {
    const project = await findProject(page, FUNDED_TITLE);
    await renderPagesInBrowser(page);
    await page.route(`**/api/creators/${project.creatorId}/projects`, (route) =>
      route.fulfill({ json: [{ ...project, paidToInvestors: '0.00', payoutCount: 0 }] }),
    );
    await page.goto(`/musician/${project.creatorId}`);
    await expect(page.getByRole('heading', { name: project.title })).toBeVisible();
    await expect(page.getByText('Paid to investors')).toHaveCount(0);
  });
});
