import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { cents, decimalToCents, formatCentsAsUsd } from '@common/money';
import { SANDBOX_STATEMENT_NOTICE, statementLines, type YearStatement } from '@common/schemas/statements';
import { expect, test, type Page } from './test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { signUpThroughApi } from './fixtures';
import { expectNoHorizontalScroll, investThroughApi } from './portfolio-fixtures';

const SCREENSHOTS = 'docs/screenshots';
const usd = (decimal: string) => formatCentsAsUsd(decimalToCents(decimal));
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Clicks a download link and answers the file's name and bytes. */
async function download(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const path = await file.path();
  return { file: file.suggestedFilename(), bytes: await readFile(path) };
}

test('signed out, Statements asks to sign in', async ({ page }) => {
  await page.goto('/statements');
  await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible();
  await expect(page.getByText('Please sign in to see your statements.')).toBeVisible();
});

test('an investor opens Statements from the dashboard, reads the year on screen and downloads it as CSV and PDF', async ({
  page,
  ownProject,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, 'investor', 1000);
  const project = await ownProject();
  await investThroughApi(page.request, project, cents(200_00));
  const withdrawn = await page.request.post('/api/funds/withdraw', { data: { amount: '100.00', method: 'bank_transfer' } });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  const { years } = (await (await page.request.get('/api/statements')).json()) as { years: number[] };
  expect(years).toHaveLength(1);
  const year = years[0] ?? 0;
  const statement = (await (await page.request.get(`/api/statements/${year}`)).json()) as YearStatement;
  expect(statement).toMatchObject({ invested: '200.00', withdrawals: '100.00', feesPaid: '10.00', reservedChange: '0.00' });
  expect(decimalToCents(statement.closingCash)).toBe(decimalToCents(statement.deposits) - 300_00);

  await page.goto('/dashboard');
  // The balance banner's four links fit beside the balance, or wrap, at a tablet's width too.
  await page.setViewportSize({ width: 820, height: 900 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('region', { name: 'Account Balance' }).getByRole('link', { name: 'Statements' }).click();
  await expect(page).toHaveURL(/\/statements$/);
  await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Years with activity' }).getByRole('link', { name: String(year) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: `${year} statement` })).toBeVisible();
  const figures = page.getByRole('table', { name: `Your ${year} in figures` });
  for (const line of statementLines) {
    await expect(figures.getByRole('row', { name: new RegExp(`^${literal(line.label)}`) }).first()).toContainText(usd(statement[line.key]));
  }
  await expect(page.getByText('No sales this year.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/statements-desktop.png`, fullPage: true });

  const csv = await download(page, 'Download CSV');
  expect(csv.file).toBe(`stagebacker-statement-${year}.csv`);
  const rows = csv.bytes.toString('utf8').trimEnd().split('\r\n');
  expect(rows[0]).toBe('item,description,date,investmentId,projectTitle,shares,proceeds,costBasis,fee,gain,amount');
  expect(rows[1]).toContain(SANDBOX_STATEMENT_NOTICE);
  for (const line of statementLines) expect(rows).toContain(`${line.key},${line.label},,,,,,,,,${statement[line.key]}`);

  const pdf = await download(page, 'Download PDF');
  expect(pdf.file).toBe(`stagebacker-statement-${year}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: false });
  for (const page of text) expect(page).toContain(SANDBOX_STATEMENT_NOTICE);
  for (const line of statementLines) {
    expect(text.join('\n')).toMatch(new RegExp(`${literal(line.label)}\\s*${literal(usd(statement[line.key]))}`));
  }

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/statements-phone.png`, fullPage: true });
});
