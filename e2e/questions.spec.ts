import type { Browser } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { signUpThroughApi, type SignupAccountType } from './fixtures';
import { createProjectThroughApi } from './update-fixtures';

async function person(browser: Browser, accountType: SignupAccountType) {
  const page = await (await browser.newContext()).newPage();
  return { page, account: await signUpThroughApi(page, accountType) };
}

test('an investor asks, the creator answers on the project page, the asker is told, and a visitor without JavaScript reads both', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpThroughApi(page, 'musician');
  const project = await createProjectThroughApi(page.request, `Questions Tour ${Date.now()}`);
  const asker = await person(browser, 'investor');
  const question = 'Will the album come out on vinyl as well?';

  await asker.page.goto(`/tour/${project.id}#questions`);
  const section = asker.page.locator('#questions');
  await expect(section.getByRole('heading', { name: 'Questions (0)' })).toBeVisible();
  await section.getByRole('button', { name: 'Ask a question' }).click();
  await section.getByLabel('Your question').fill(question);
  await expect(section.getByLabel('I am paid, or will be, to promote this project')).not.toBeChecked();
  await section.getByRole('button', { name: 'Post question' }).click();
  await expect(section.getByRole('heading', { name: 'Questions (1)' })).toBeVisible();
  await expect(section.getByText(question)).toBeVisible();
  await expectNoSeriousA11yViolations(asker.page);

  await page.goto(`/tour/${project.id}#questions`);
  const creatorSection = page.locator('#questions');
  await creatorSection.getByRole('button', { name: /^Answer .+’s question$/ }).click();
  await expect(creatorSection.getByLabel('I am paid, or will be, to promote this project')).toHaveCount(0);
  await creatorSection.getByLabel('Your answer').fill('Yes: 500 copies on coloured vinyl, for backers first.');
  await creatorSection.getByRole('button', { name: 'Post answer' }).click();
  const answer = creatorSection.getByRole('article', { name: /^Answer by / });
  await expect(answer).toContainText('Yes: 500 copies on coloured vinyl, for backers first.');
  await expect(answer.getByText('Creator', { exact: true })).toBeVisible();
  await creatorSection.screenshot({ path: 'test-results/questions/section-desktop.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await creatorSection.screenshot({ path: 'test-results/questions/section-phone.png' });

  await expect(asker.page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 1 unread');
  await asker.page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(asker.page.getByRole('menuitem', { name: new RegExp(`answered your question on ${project.title}`) })).toBeVisible();

  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto(`/tour/${project.id}`);
  await expect(visitor.getByText(question)).toBeVisible();
  await expect(visitor.getByText('Yes: 500 copies on coloured vinyl, for backers first.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in to ask a question' })).toBeVisible();
});
