import { expect, test, type Page } from './test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { signUpThroughApi } from './fixtures';
import { mailsTo } from './mail-fixtures';
import { toastWith } from './portfolio-fixtures';
import { createProjectThroughApi } from './update-fixtures';
import { resetLinkIn } from '../server/test/smtp-catcher';
import { pngFile } from '../server/test/sample-files';

/** The reset link of the latest mail to that address, once it has arrived. */
async function emailedResetPath(page: Page, email: string): Promise<string> {
  let raw = '';
  await expect
    .poll(
      async () => {
        raw = (await mailsTo(page, email)).at(-1)?.raw ?? '';
        return raw !== '';
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const link = new URL(resetLinkIn(raw));
  return `${link.pathname}${link.search}`;
}

test('the account page, from the avatar menu, changes the name, which the header shows', async ({ page }) => {
  const account = await signUpThroughApi(page, 'investor');
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();

  await expect(page.getByLabel('First name')).toHaveValue(account.firstName);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Holloway');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(toastWith(page, 'Profile saved')).toBeVisible();
  const avatar = page.getByRole('button', { name: 'Account menu' });
  await expect(avatar).toHaveText('GH');
  await avatar.click();
  await expect(page.getByRole('menu').getByText('Grace Holloway')).toBeVisible();
});

test('the profile image uploaded on the account page is the avatar, also after a reload', async ({ page }) => {
  test.slow();
  await signUpThroughApi(page, 'investor');
  await page.goto('/account');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Profile image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngFile(48, 48) });
  await page.getByRole('button', { name: 'Upload profile image' }).click();
  await expect(toastWith(page, 'Profile image saved')).toBeVisible();
  const avatarImage = () => page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(avatarImage()).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}$/);
  await page.reload();
  await expect(avatarImage()).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}$/);
});

test('changing the password keeps this session and signs out the others', async ({ page, browser, baseURL }) => {
  const account = await signUpThroughApi(page, 'investor');
  const other = await browser.newContext({ baseURL });
  expect((await other.request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(200);

  await page.goto('/account');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('Copper-meadow-whistle-9');
  await page.getByLabel('Confirm new password').fill('Copper-meadow-whistle-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toastWith(page, 'Password not changed')).toContainText('Your current password is not correct.');

  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toastWith(page, 'Password changed')).toContainText('Your other sessions were signed out.');
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();
});

test('a creator edits the bio and links that /musician/{id} shows', async ({ page }) => {
  await signUpThroughApi(page, 'musician');
  await page.goto('/account');
  await expect(page.getByText('Your public creator profile is made with your first project.')).toBeVisible();
  const project = await createProjectThroughApi(page.request, `Account Spec ${Date.now()}`);

  await page.goto('/account');
  await page.getByLabel('Bio').fill('Synth-pop from the coast, recorded in a lighthouse.');
  await page.getByLabel('Spotify link').fill('javascript:alert(1)');
  await page.getByLabel('Website link').fill('https://lighthouse-sounds.example');
  await page.getByRole('button', { name: 'Save creator profile' }).click();
  await expect(page.getByText('Please enter a full link starting with https://')).toBeVisible();
  await page.getByLabel('Spotify link').fill('https://open.spotify.com/artist/0abc');
  await page.getByRole('button', { name: 'Save creator profile' }).click();
  await expect(toastWith(page, 'Creator profile saved')).toBeVisible();

  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/musician/${project.creator.id}$`));
  await expect(page.getByText('Synth-pop from the coast, recorded in a lighthouse.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Spotify/ })).toHaveAttribute('href', 'https://open.spotify.com/artist/0abc');
  await expect(page.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://lighthouse-sounds.example');
});

test('forgot password: the emailed link sets a new password once', async ({ page }) => {
  const account = await signUpThroughApi(page, 'investor');
  await page.request.post('/api/auth/logout');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText("If an account exists for that email, we've sent a link to reset the password.");

  const resetPath = await emailedResetPath(page, account.email);
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Copper-meadow-whistle-9');
  await page.getByLabel('Confirm new password').fill('Copper-meadow-whistle-9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset. Please sign in with your new password.');

  const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: 'Copper-meadow-whistle-9' } });
  expect(login.status()).toBe(200);
  await page.request.post('/api/auth/logout');

  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('Another-fine-password-8');
  await page.getByLabel('Confirm new password').fill('Another-fine-password-8');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link has already been used. Please ask for a new one.');
});
