import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { signUpThroughApi } from './fixtures';
import { mailPart, mailWithSubject } from './mail-fixtures';
import { toastWith } from './portfolio-fixtures';

const SCREENSHOTS = 'test-results/mail';
const PASSWORD_KIND = 'Your password was changed';

test('notification choices: each kind shows its default, a change is saved and kept', async ({ page }) => {
  await signUpThroughApi(page, 'investor');
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Notification choices' }).click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notification choices', level: 1 })).toBeVisible();
  const kind = (name: string) => page.getByRole('group', { name });
  await expect(kind('A quarterly payout to one of your holdings').getByLabel('Email at once')).toBeChecked();
  await expect(kind('A project you follow or backed posted an update').getByLabel('Daily digest')).toBeChecked();
  await expect(kind('New backers of your projects').getByLabel('In the site only')).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await kind('A quarterly payout to one of your holdings').getByLabel('Daily digest').check();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(toastWith(page, 'Your notification choices are saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save choices' })).toBeFocused();
  await page.reload();
  await expect(kind('A quarterly payout to one of your holdings').getByLabel('Daily digest')).toBeChecked();
  await page.screenshot({ path: `${SCREENSHOTS}/choices-desktop.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SCREENSHOTS}/choices-phone.png` });
});

test('a password change is emailed at once, text and HTML; its link unsubscribes after asking', async ({ page }) => {
  const account = await signUpThroughApi(page, 'investor');
  const changed = await page.request.post('/api/auth/password', {
    data: { currentPassword: account.password, newPassword: 'Quiet-orchard-8-bellows' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const raw = await mailWithSubject(page, account.email, PASSWORD_KIND);
  // Long headers are folded onto several lines.
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  expect(headers).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/unsubscribe\?token=[^>]+>\r$/m);
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);

  // The HTML as a mail client shows it.
  const html = mailPart(raw, 'text/html');
  await page.setContent(html);
  await expect(page.getByRole('heading', { name: PASSWORD_KIND })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open on Stagebacker Sandbox' })).toHaveAttribute('href', /\/account$/);
  await expect(page.getByText(/^Sandbox demo\. All projects and creators on Stagebacker Sandbox are fictional examples\./)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/password-changed-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SCREENSHOTS}/password-changed-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The text part's link to the page that asks first.
  const pageLink = /Stop these emails: (\S+)/.exec(mailPart(raw, 'text/plain'))?.[1] ?? '';
  const unsubscribe = new URL(pageLink);
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible();
  await expect(page.getByText(`Stop emails about “${PASSWORD_KIND}” to ${account.email[0]}••@example.test?`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeFocused();
  await page.screenshot({ path: `${SCREENSHOTS}/unsubscribed-desktop.png` });
  await page.getByRole('link', { name: 'Notification choices' }).first().click();
  await expect(page.getByRole('group', { name: PASSWORD_KIND }).getByLabel('In the site only')).toBeChecked();
});
