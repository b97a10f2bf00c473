import { test, expect } from './test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signUpThroughApi } from './fixtures';

interface InfoPage {
  path: string;
  heading: string;
  /** Element ids that header links and deep links point to. */
  anchors: string[];
}

const infoPages: InfoPage[] = [
  { path: '/how-it-works', heading: 'How Stagebacker Works', anchors: ['investing', 'returns', 'security'] },
  { path: '/for-creators', heading: 'Turn Your Fans into Backers', anchors: ['submit', 'guidelines', 'success'] },
  { path: '/contact', heading: 'Contact Us', anchors: [] },
  {
    path: '/support',
    heading: 'Help Center',
    anchors: ['getting-started', 'investing', 'for-creators', 'account-security'],
  },
  { path: '/privacy', heading: 'Privacy Policy', anchors: ['collect', 'cookies', 'retention', 'rights', 'contact'] },
  {
    path: '/terms',
    heading: 'User License Agreement',
    anchors: Array.from({ length: 13 }, (_, index) => `section-${index + 1}`),
  },
];

async function expectScrolledTo(page: Page, id: string) {
  const section = page.locator(`#${id}`);
  await expect(section).toBeInViewport();
  // The sections sit well below the fold, so being in view proves the page actually scrolled.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

for (const info of infoPages) {
  test.describe(`${info.path}`, () => {
    test('renders its heading and anchors', async ({ page }) => {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1, name: info.heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const id of info.anchors) {
        await expect(page.locator(`#${id}`)).toBeAttached();
      }
    });

    test('has no serious or critical accessibility violations', async ({ page }) => {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1, name: info.heading })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
      expect(blocking).toEqual([]);
    });
  });
}

test.describe('anchor scrolling', () => {
  test('/how-it-works#returns scrolls the returns section into view', async ({ page }) => {
    await page.goto('/how-it-works#returns');
    await expectScrolledTo(page, 'returns');
  });

  test('/for-creators#guidelines scrolls the guidelines section into view', async ({ page }) => {
    await page.goto('/for-creators#guidelines');
    await expectScrolledTo(page, 'guidelines');
  });

  test('a hash change on /for-creators scrolls to the new section', async ({ page }) => {
    await page.goto('/for-creators');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = 'success';
    });
    await expectScrolledTo(page, 'success');
  });
});

test.describe('Start Your Campaign', () => {
  test('goes to project creation when signed in, whatever the account type', async ({ page }) => {
    await signUpThroughApi(page, 'investor');
    await page.goto('/for-creators');
    const links = page.getByRole('link', { name: 'Start Your Campaign' });
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', '/create-project');
    }
    await links.first().click();
    await expect(page).toHaveURL(/\/create-project$/);
  });

  test('links to sign-up when not signed in', async ({ page }) => {
    await page.goto('/for-creators');
    const links = page.getByRole('link', { name: 'Start Your Campaign' });
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', '/signup');
    }
    await links.first().click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('for creators content', () => {
  test('every success story is labelled as fictional demo content', async ({ page }) => {
    await page.goto('/for-creators');
    await expect(page.locator('#success li').getByText('Demo content · Fictional')).toHaveCount(6);
  });
});

test.describe('contact form', () => {
  test('fields are labelled and submitting thanks the user, then clears the form', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    await page.goto('/contact');

    const values: Record<string, string> = {
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Subject: 'Question about payouts',
      Message: 'When are quarterly payouts made?',
    };
    for (const [label, value] of Object.entries(values)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect.poll(() => dialogs.join('\n')).toContain('Thank you');
    for (const label of Object.keys(values)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
  });

  test('sends nothing over the network', async ({ page }) => {
    const requests: string[] = [];
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/contact');
    // Page-load GETs (such as the signed-in user lookup) are fine; a message would have to be sent with another method.
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(`${request.method()} ${request.url()}`);
    });
    await page.getByLabel('First name', { exact: true }).fill('Ada');
    await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Hello');
    await page.getByLabel('Message', { exact: true }).fill('Just saying hi.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
    expect(requests).toEqual([]);
  });
});

test.describe('help center', () => {
  test('Start Chat explains that live chat is coming soon', async ({ page }) => {
    let message = '';
    page.on('dialog', async (dialog) => {
      message = dialog.message();
      await dialog.accept();
    });
    await page.goto('/support');
    await expect(page.getByLabel('Search the Help Center')).toBeVisible();
    await page.getByRole('button', { name: 'Start Chat' }).click();
    await expect.poll(() => message).toContain('coming soon');
  });

  test('FAQ answers open and close', async ({ page }) => {
    await page.goto('/support');
    const question = page.getByRole('button', { name: 'What is the minimum investment?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Each project sets its own minimum investment', { exact: false }).first()).toBeVisible();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('minimum investment copy', () => {
  test('How It Works never names a minimum that a demo project undercuts', async ({ page }) => {
    const projects = (await (await page.request.get('/api/tours')).json()) as Array<{ minInvestment: string }>;
    const lowest = Math.min(...projects.map((project) => Number(project.minInvestment)));
    expect(lowest).toBeLessThan(100);
    await page.goto('/how-it-works');
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/never below \$100/i);
    expect(text).not.toMatch(/start(s)? from \$100/i);
    await expect(page.getByText('which each project sets and shows on its page', { exact: false })).toBeVisible();
  });
});
