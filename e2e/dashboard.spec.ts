import { expect, test } from './test';
import { cents, decimalToCents, formatCentsAsShortUsd, formatCentsAsUsd } from '@common/money';
import { holdRequests, renderPagesInBrowser, signUpThroughApi } from './fixtures';
import { investThroughApi, toastWith } from './portfolio-fixtures';

test('signed out, the dashboard asks to sign in or create an account', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
});

test('an empty portfolio shows the balance, the cards and an invitation to invest', async ({ page }) => {
  await signUpThroughApi(page, 'investor', 1500);
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Account Balance' });
  await expect(banner).toContainText('$1,500.00');
  await expect(banner).toContainText('Available for investments');
  await expect(banner.getByRole('link', { name: 'Add Funds' })).toHaveAttribute('href', '/add-funds');
  await expect(page.getByRole('heading', { name: 'Available Funds' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find Investment Opportunities' })).toHaveAttribute('href', '/explore');
  await expect(page.getByRole('heading', { name: 'Investment Allocation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Investments Yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Opportunities' })).toHaveAttribute('href', '/explore');
  for (const label of ['Total Value', 'Total Returns', 'Avg. Return', 'Active Investments']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
});

test('invest, see it on the dashboard, then sell it with the exact confirmation', async ({ page, ownProject }) => {
  await signUpThroughApi(page, 'investor', 2000);
  const project = await ownProject();
  const amountCents = decimalToCents(project.minInvestment);
  const investment = await investThroughApi(page.request, project, amountCents);

  await page.goto('/dashboard');
  const row = page.getByRole('article', { name: project.title });
  await expect(row).toContainText(`by ${project.creator.name}`);
  await expect(row).toContainText(formatCentsAsShortUsd(amountCents));
  await expect(row).toContainText(`${investment.shares} shares`);
  await expect(row.getByRole('progressbar')).toBeVisible();
  await expect(row.getByRole('link', { name: /View Project/ })).toHaveAttribute('href', `/tour/${project.id}`);
  const allocation = page.locator('div', { has: page.getByRole('heading', { name: 'Investment Allocation' }) }).last();
  await expect(allocation).toContainText(project.title);
  // A pending investment waits in escrow: not an active holding, counted under its own label.
  const activeCard = page.getByText('Active Investments', { exact: true }).locator('..').locator('..');
  await expect(activeCard.getByText('0', { exact: true })).toBeVisible();
  await expect(activeCard.getByTestId('pending-investments')).toHaveText('1 pending in escrow');
  // Net worth is the cash and the escrow together: the $2,000 deposited.
  await expect(page.getByTestId('net-worth')).toHaveText('$2,000.00');
  await expect(page.locator('dt', { hasText: /^In escrow$/ }).locator('..')).toContainText(formatCentsAsUsd(amountCents));

  // The sale is held until 'Selling...' has been seen.
  const releaseSale = await holdRequests(page, '**/api/investments/*', (request) => request.method() === 'DELETE');
  await row.getByRole('button', { name: /^Sell/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Sell Investment' });
  await expect(dialog).toContainText(`Are you sure you want to sell your investment in "${project.title}"? This action cannot be undone.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: /^Sell/ }).click();
  await dialog.getByRole('button', { name: 'Sell Investment' }).click();
  await expect(row.getByRole('button', { name: 'Selling...' })).toBeDisabled();
  releaseSale();
  const sold = toastWith(page, 'Investment Sold Successfully');
  await expect(sold).toContainText('Your investment has been sold and funds have been returned to your account.');
  await expect(page.getByRole('heading', { name: 'No Investments Yet' })).toBeVisible();

  const me = (await (await page.request.get('/api/auth/user')).json()) as { accountBalance: string };
  expect(decimalToCents(me.accountBalance)).toBeGreaterThan(2000_00 - amountCents);
  await expect(page.getByRole('region', { name: 'Account Balance' })).toContainText(formatCentsAsUsd(decimalToCents(me.accountBalance)));
  await expect(page.getByTestId('net-worth')).toHaveText(formatCentsAsUsd(decimalToCents(me.accountBalance)));
  await expect(page.locator('dt', { hasText: /^In escrow$/ }).locator('..')).toContainText('$0.00');
});

test('a failed sale shows the server message, or the spec text without one', async ({ page, ownProject }) => {
  await signUpThroughApi(page, 'investor', 1000);
  const project = await ownProject();
  await investThroughApi(page.request, project, decimalToCents(project.minInvestment));
  await page.goto('/dashboard');
  const row = page.getByRole('article', { name: project.title });
  const dialog = page.getByRole('dialog', { name: 'Sell Investment' });

  await page.route('**/api/investments/*', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'This investment has already been sold.' }),
    }),
  );
  await row.getByRole('button', { name: /^Sell/ }).click();
  await dialog.getByRole('button', { name: 'Sell Investment' }).click();
  await expect(toastWith(page, 'Sale Failed')).toContainText('This investment has already been sold.');

  await page.unroute('**/api/investments/*');
  await page.route('**/api/investments/*', (route) => route.fulfill({ status: 500, body: '' }));
  await row.getByRole('button', { name: /^Sell/ }).click();
  await dialog.getByRole('button', { name: 'Sell Investment' }).click();
  await expect(toastWith(page, 'Sale Failed')).toContainText('Failed to sell investment. Please try again.');
  await expect(row).toBeVisible();
});

test('shows skeletons while loading, then the error screen whose Try Again reloads', async ({ page }) => {
  await signUpThroughApi(page);
  await renderPagesInBrowser(page);
  await page.route('**/api/investments', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong.' }) }),
  );
  // The failure is held until the skeletons have been seen.
  const releaseFailure = await holdRequests(page, '**/api/investments');
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your portfolio' })).toBeAttached();
  releaseFailure();
  await expect(page.getByRole('heading', { name: 'Error Loading Portfolio' })).toBeVisible();
  await expect(page.getByText('There was an error fetching your investment data. Please try again.')).toBeVisible();

  await page.unroute('**/api/investments');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'No Investments Yet' })).toBeVisible();
});

test('the tabs follow ?tab= and ?analyticsTab= and keep the address in step', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dashboard?tab=investments');
  await expect(page.getByRole('tab', { name: 'Portfolio Overview' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/dashboard?tab=analytics');
  await expect(page.getByRole('tab', { name: 'Advanced Analytics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Overview', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Timeframe')).toHaveValue('6m');

  await page.getByRole('tab', { name: 'Risk Analysis' }).click();
  await expect(page).toHaveURL(/[?&]analyticsTab=risk/);
  await expect(page.getByRole('heading', { name: 'Overall Risk Score' })).toBeVisible();

  await page.goto('/dashboard?tab=analytics&analyticsTab=insights');
  await expect(page.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Portfolio Overview' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your Investments' })).toBeVisible();
});

test('the header link to Performance Analytics opens the performance sub-tab', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dashboard?tab=analytics&analyticsTab=performance#analytics-section');
  await expect(page.getByRole('tab', { name: 'Performance' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#analytics-section')).toBeInViewport();
});

test('the allocation card shows cents like the balance beside it', async ({ page, ownProject }) => {
  await signUpThroughApi(page, 'investor', 2000);
  const project = await ownProject();
  const amountCents = decimalToCents(project.minInvestment);
  await investThroughApi(page.request, project, amountCents);
  await page.goto('/dashboard');
  const available = page.locator('div', { has: page.getByRole('heading', { name: 'Available Funds' }) }).last();
  await expect(available).toContainText(formatCentsAsUsd(cents(2000_00 - amountCents)));
  const allocation = page.locator('div', { has: page.getByRole('heading', { name: 'Investment Allocation' }) }).last();
  await expect(allocation.getByText('Total Invested').locator('..')).toContainText(formatCentsAsUsd(amountCents));
  await expect(allocation.getByText('Total Portfolio').locator('..')).toContainText('$2,000.00');
});
