import { expect, test } from './test';
import { signUpThroughApi } from './fixtures';
import { toastWith } from './portfolio-fixtures';

test('signed out, add funds asks to sign in', async ({ page }) => {
  await page.goto('/add-funds');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to add funds to your account.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
});

test('adds funds through the page with the demo card, then returns to the dashboard', async ({ page }) => {
  await signUpThroughApi(page, 'investor', 100);
  await page.goto('/add-funds');
  await expect(page.getByRole('heading', { name: 'Current Balance' })).toBeVisible();
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await expect(proceed).toBeDisabled();

  const custom = page.getByLabel('Custom amount (USD)');
  await custom.fill('75.5');
  await expect(page.getByText('Amount to add').locator('..')).toContainText('$75.50');
  await page.getByRole('button', { name: '$250.00' }).click();
  await expect(custom).toHaveValue('');
  await expect(page.getByRole('button', { name: '$250.00' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('New balance').locator('..')).toContainText('$350.00');

  await proceed.click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Change Amount' }).click();
  await expect(page.getByRole('button', { name: '$250.00' })).toHaveAttribute('aria-pressed', 'true');
  await proceed.click();

  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByLabel('Card number')).toHaveAttribute('readonly', '');
  const [month, year] = (await page.getByLabel('Expiry').inputValue()).split('/').map(Number);
  expect(2000 + (year ?? 0)).toBeGreaterThan(new Date().getFullYear());
  expect(month).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('Demo payment card')).toBeVisible();
  for (const badge of ['256-bit SSL Encryption', 'PCI Compliant', 'Instant Processing']) await expect(page.getByText(badge)).toBeVisible();

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/funds/add'));
  await page.getByRole('button', { name: 'Add $250.00 (Demo)' }).click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual({ amount: '250.00', paymentMethod: 'credit_card' });
  expect(request.headers()['idempotency-key']).toBeTruthy();
  await expect(toastWith(page, 'Funds Added Successfully!')).toContainText('Added $250.00 to your account balance.');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Investment Dashboard', level: 1 })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Account Balance' })).toContainText('$350.00');
});

test('keeps deposits between $10 and $10,000', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/add-funds');
  const custom = page.getByLabel('Custom amount (USD)');
  await expect(custom).toHaveAttribute('type', 'number');
  await expect(custom).toHaveAttribute('min', '10');
  await expect(custom).toHaveAttribute('max', '10000');
  await expect(custom).toHaveAttribute('step', '0.01');
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });

  await custom.fill('9.99');
  await expect(proceed).toBeDisabled();
  await custom.press('Enter');
  await expect(toastWith(page, 'Minimum Amount Required')).toContainText('Please add at least $10 to your account.');

  await custom.fill('10000.01');
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(toastWith(page, 'Maximum Amount Exceeded')).toContainText('Please add no more than $10,000 at a time.');
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeHidden();

  await custom.fill('12.345');
  // Under the field and in the summary, which previews no new balance for it.
  await expect(page.getByText('Enter the amount in dollars with at most 2 decimals')).toHaveCount(2);
  await expect(page.getByText('New balance')).toBeHidden();
  await expect(proceed).toBeDisabled();

  await custom.fill('10000');
  await proceed.click();
  await expect(page.getByRole('button', { name: 'Add $10,000.00 (Demo)' })).toBeVisible();
});

test('a failed deposit shows the server message, or the spec text without one', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/add-funds');
  await page.getByRole('button', { name: '$50.00' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  await page.route('**/api/funds/add', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too many deposits. Please wait a minute.' }),
    }),
  );
  await page.getByRole('button', { name: 'Add $50.00 (Demo)' }).click();
  await expect(toastWith(page, 'Failed to Add Funds')).toContainText('Too many deposits. Please wait a minute.');

  await page.unroute('**/api/funds/add');
  await page.route('**/api/funds/add', (route) => route.fulfill({ status: 503, body: '' }));
  await page.getByRole('button', { name: 'Add $50.00 (Demo)' }).click();
  await expect(toastWith(page, 'Failed to Add Funds')).toContainText('Please try again.');
  await expect(page).toHaveURL(/\/add-funds$/);
});

test('a fast double click on Add (Demo) adds once', async ({ page }) => {
  await signUpThroughApi(page, 'investor', 100);
  await page.goto('/add-funds');
  await page.getByRole('button', { name: '$250.00' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const keys: string[] = [];
  let finished = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/funds/add')) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/api/funds/add')) finished += 1;
  });
  await page.getByRole('button', { name: 'Add $250.00 (Demo)' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(toastWith(page, 'Funds Added Successfully!')).toBeVisible();
  await expect.poll(() => finished).toBe(keys.length);
  expect(new Set(keys).size).toBe(1);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { accountBalance: string };
  expect(me.accountBalance).toBe('350.00');
});
