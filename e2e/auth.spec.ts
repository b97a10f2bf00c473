import { expect, test } from './test';
import { newAccount, signUpThroughApi, type SignupAccountType } from './fixtures';
import { expectNoSeriousA11yViolations } from './accessibility';
import { toastWith } from './portfolio-fixtures';

const storedAccountType: Record<SignupAccountType, string> = { investor: 'investor', musician: 'creator', both: 'both' };
const accountTypeLabel: Record<SignupAccountType, string> = { investor: 'Investor', musician: 'Musician', both: 'Both' };

for (const accountType of ['investor', 'musician', 'both'] as const) {
  test(`signs up as ${accountType} through the form, never sending the confirmation`, async ({ page }) => {
    const account = newAccount();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Investor/ })).toBeChecked();

    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('radio', { name: new RegExp(accountTypeLabel[accountType]) }).check();
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);

    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/signup') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create Account' }).click();
    const signup = await answered;
    expect(signup.request().postDataJSON()).toEqual({ ...account, accountType });
    expect(signup.status()).toBe(201);
    // The toast lives one second before the page reloads: look for it only once the answer is in,
    // while Playwright still polls often.

    await expect(toastWith(page, 'Welcome to Stagebacker Sandbox!')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/sandbox-access');
    const me = await page.request.get('/api/auth/user');
    expect(await me.json()).toMatchObject({ email: account.email, accountType: storedAccountType[accountType] });
  });
}

test('sign-up shows the spec messages under the fields', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm password').fill('secret2');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
});

test('sign-up shows the server message when the email is taken', async ({ page, request }) => {
  const account = newAccount();
  expect((await request.post('/api/auth/signup', { data: { ...account, accountType: 'investor' } })).status()).toBe(201);
  await page.goto('/signup');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastWith(page, 'Signup failed')).toContainText('An account with this email already exists.');
  await expect(page).toHaveURL(/\/signup$/);
});

test('password fields show and hide what was typed', async ({ page }) => {
  await page.goto('/signup');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(2);
});

test('a failed login, then a good one, signs in and reloads the home page', async ({ page, request }) => {
  const account = newAccount();
  expect((await request.post('/api/auth/signup', { data: { ...account, accountType: 'investor' } })).status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, 'Login failed')).toContainText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect((await answered).status()).toBe(200);
  await expect(toastWith(page, 'Welcome back to Stagebacker Sandbox!')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/sandbox-access');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Account Balance' })).toBeVisible();
});

test('login falls back to the spec text when the server gives no message', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
  await page.goto('/login');
  await page.getByLabel('Email').fill('someone@example.test');
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, 'Login failed')).toContainText('Please check your credentials and try again.');
});

test('login and sign-up link to each other', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('logs out from the avatar menu', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/sandbox-access');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
});

test('sign-up shows a labelled strength meter and says when a password is too common', async ({ page }) => {
  await page.goto('/signup');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('password1');
  const meter = page.getByRole('meter', { name: 'Password strength' });
  await expect(meter).toHaveAttribute('aria-valuetext', 'very weak');
  await expect(page.getByText('Strength: very weak')).toBeVisible();
  await expect(page.getByText('This password is too common. Please choose a less common password.', { exact: false })).toBeVisible();

  await password.fill('Violet-harbour-7-lanterns');
  await expect(page.getByText(/^Strength: (strong|very strong)$/)).toBeVisible();
  await expect(page.getByText('This password is too common', { exact: false })).toHaveCount(0);
  expect(Number(await meter.getAttribute('value'))).toBeGreaterThanOrEqual(3);
  await expectNoSeriousA11yViolations(page);
});

test("the server's check has the last word: a password the meter rates strong can still be refused, with its message", async ({ page }) => {
  const account = { ...newAccount(), password: 'Chocolate1' };
  await page.goto('/signup');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  // The page's estimate has no dictionary; zxcvbn, on the server, knows the word.
  await expect(page.getByText(/^Strength: (strong|very strong)$/)).toBeVisible();

  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/signup'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  expect((await answered).status()).toBe(400);
  await expect(toastWith(page, 'Signup failed')).toContainText('This password is too common. Please choose a less common password.');
  await expect(page).toHaveURL(/\/signup$/);
});
