import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cents, centsToDecimal, decimalToCents, formatCentsAsUsd, type Cents } from '@common/money';
import { closingCashFromLines, salesTotals } from '@common/rules/statements';
import { SANDBOX_STATEMENT_NOTICE, statementLines, yearStatementSchema, type YearStatement } from '@common/schemas/statements';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { allStatements, checkLedger, checkStatements } from '../ledger';
import {
  creatorShareIn,
  FIRST_YEAR,
  payoutLinesIn,
  saleProceeds,
  SECOND_YEAR,
  statementStory,
  type StatementStory,
} from '../../test/statement-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { FixedClock } from '../../test/test-clock';
import { statementCsvColumns } from './statement-csv';

const clock = new FixedClock();
const context = useTestApp({ SANDBOX_STARTING_BALANCE: '50', SIGNUPS_PER_CLIENT: '1000', SANDBOX_SEED: '0' }, { clock });

let story: StatementStory;
beforeAll(async () => {
  story = await statementStory(context.app, context.database.db, clock);
}, 120_000);

const money = (amount: number) => centsToDecimal(cents(amount));
const get = (url: string, cookie: string) => send(context.app, { method: 'GET', url, cookie });

async function statementOf(cookie: string, year: number): Promise<YearStatement> {
  const response = await get(`/api/statements/${year}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return yearStatementSchema.parse(response.json());
}

/** The ledger's own sums for one user and year by transfer code: the second, independent reading. */
async function ledgerByCode(userId: number, year: number): Promise<Map<string, Cents>> {
  const rows = await queryRows(
    context.database.db,
    z.object({ code: sqlColumn.text, total: sqlColumn.cents }),
    sql`select t.code, sum(p.amount_cents) as total from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
        where p.account_kind = 'user_cash' and p.account_id = ${userId}::int
          and t.created_at >= ${`${year}-01-01T00:00:00Z`}::timestamptz and t.created_at < ${`${year + 1}-01-01T00:00:00Z`}::timestamptz
        group by t.code`,
  );
  return new Map(rows.map((row) => [row.code, row.total]));
}

async function cashAt(userId: number, before: string): Promise<Cents> {
  const [row] = await queryRows(
    context.database.db,
    z.object({ total: sqlColumn.cents }),
    sql`select coalesce(sum(p.amount_cents), 0) as total from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
        where p.account_kind = 'user_cash' and p.account_id = ${userId}::int and t.created_at < ${before}::timestamptz`,
  );
  return row?.total ?? cents(0);
}

describe('GET /api/statements/{year}: an investor across two sandbox years', () => {
  it('lists the years with activity, newest first, and refuses a bad year or format', async () => {
    const years = await get('/api/statements', story.investor.cookie);
    expect([years.statusCode, years.json()]).toEqual([200, { years: [SECOND_YEAR, FIRST_YEAR] }]);
    expect((await get(`/api/statements/${FIRST_YEAR}`, '')).statusCode).toBe(401);
    expect((await get('/api/statements', '')).statusCode).toBe(401);
    const badYear = await get('/api/statements/20x1', story.investor.cookie);
    expect([badYear.statusCode, badYear.json().message]).toEqual([400, expect.stringContaining('four-digit year')]);
    const badFormat = await get(`/api/statements/${FIRST_YEAR}?format=xls`, story.investor.cookie);
    expect([badFormat.statusCode, badFormat.json().message]).toEqual([400, expect.stringContaining('json, csv or pdf')]);
  });

  it('the first year: every line equals the hand-worked figures and the ledger', async () => {
    const statement = await statementOf(story.investor.cookie, FIRST_YEAR);
    const payouts = await payoutLinesIn(context.database.db, story.investor.userId, FIRST_YEAR);
    expect(payouts).toBeGreaterThan(0);
    expect(statement).toEqual({
      year: FIRST_YEAR,
      openingCash: '0.00',
      deposits: '3050.00',
      withdrawals: '500.00',
      invested: '1200.00',
      refunds: '200.00',
      revenueShareIncome: money(payouts),
      sales: [],
      salesProceeds: '0.00',
      sellerFees: '0.00',
      // The 5% fees inside Invested: $50 on the $1,000 and $10 on the $200 (refunded in full, fee included).
      feesPaid: '60.00',
      creatorNetProceeds: '0.00',
      creatorRevenueShare: '0.00',
      reservedChange: '0.00',
      closingCash: money(3050_00 - 500_00 - 1200_00 + 200_00 + payouts),
    });
    const ledger = await ledgerByCode(story.investor.userId, FIRST_YEAR);
    expect(decimalToCents(statement.deposits)).toBe((ledger.get('deposit') ?? 0) + (ledger.get('opening_balance') ?? 0));
    expect(-decimalToCents(statement.withdrawals)).toBe(ledger.get('withdrawal'));
    expect(-decimalToCents(statement.invested)).toBe(ledger.get('investment_hold'));
    expect(decimalToCents(statement.refunds)).toBe(ledger.get('cancel_refund'));
    expect(decimalToCents(statement.revenueShareIncome)).toBe(ledger.get('payout'));
    expect(decimalToCents(statement.closingCash)).toBe(await cashAt(story.investor.userId, `${SECOND_YEAR}-01-01T00:00:00Z`));
    expect(closingCashFromLines(statement)).toBe(decimalToCents(statement.closingCash));
  });

  it('the second year: the market sale at proportional cost with its fee, the purchase, the buy orders, the sandbox sale and the failed campaign', async () => {
    const first = await statementOf(story.investor.cookie, FIRST_YEAR);
    const statement = await statementOf(story.investor.cookie, SECOND_YEAR);
    const payouts = await payoutLinesIn(context.database.db, story.investor.userId, SECOND_YEAR);
    const sandbox = await saleProceeds(context.database.db, story.holdingId);
    expect(payouts).toBeGreaterThan(0);
    // 30 of 95 shares bought for $1,000: cost 1,000 × 30 / 95 = $315.79; the 65 left carry $684.21.
    const opening = decimalToCents(first.closingCash);
    expect(statement).toEqual({
      year: SECOND_YEAR,
      openingCash: first.closingCash,
      deposits: '0.00',
      withdrawals: '100.00',
      // 10 shares at $6.50 and $300 into the campaign that failed.
      invested: '365.00',
      refunds: '300.00',
      revenueShareIncome: money(payouts),
      sales: [
        {
          at: `${SECOND_YEAR}-03-10T12:00:00.000Z`,
          investmentId: story.holdingId,
          projectTitle: 'Statement Story Tour',
          shares: 30,
          proceeds: '180.00',
          costBasis: '315.79',
          fee: '3.60',
          gain: '-139.39',
        },
        {
          at: `${SECOND_YEAR}-05-01T12:00:00.000Z`,
          investmentId: story.holdingId,
          projectTitle: 'Statement Story Tour',
          shares: 65,
          proceeds: money(sandbox),
          costBasis: '684.21',
          fee: '0.00',
          gain: money(sandbox - 684_21),
        },
      ],
      salesProceeds: money(180_00 + sandbox),
      sellerFees: '3.60',
      feesPaid: '18.60',
      creatorNetProceeds: '0.00',
      creatorRevenueShare: '0.00',
      // Held $70.00 + $15.00 + $8.00; back $5.00 (a better price) and $15.00 (cancelled); paid $65.00.
      reservedChange: '8.00',
      closingCash: money(opening - 100_00 - 365_00 + 300_00 + payouts + 180_00 + sandbox - 3_60 - 8_00),
    });
    const ledger = await ledgerByCode(story.investor.userId, SECOND_YEAR);
    expect(-decimalToCents(statement.withdrawals)).toBe(ledger.get('withdrawal'));
    expect(decimalToCents(statement.refunds)).toBe(ledger.get('failure_refund'));
    expect(decimalToCents(statement.revenueShareIncome)).toBe(ledger.get('payout'));
    // What the buy orders did to cash: $93.00 held, $15.00 released; the trades: $5.00 back to the buyer, $176.40 to the seller.
    expect([ledger.get('order_hold'), ledger.get('order_release'), ledger.get('trade')]).toEqual([-93_00, 15_00, 5_00 + 176_40]);
    expect(ledger.get('sale')).toBe(sandbox);
    expect(decimalToCents(statement.closingCash)).toBe(await cashAt(story.investor.userId, `${SECOND_YEAR + 1}-01-01T00:00:00Z`));
    expect(closingCashFromLines(statement)).toBe(decimalToCents(statement.closingCash));
    const totals = salesTotals(statement.sales);
    expect([totals.proceeds, totals.fees]).toEqual([decimalToCents(statement.salesProceeds), decimalToCents(statement.sellerFees)]);
    // The reservations the statements add up to are what the open buy order holds now.
    expect(decimalToCents(first.reservedChange) + decimalToCents(statement.reservedChange)).toBe(8_00);
    const balance = (await get('/api/auth/user', story.investor.cookie)).json().accountBalance as string;
    expect(statement.closingCash).toBe(balance);
  });

  it('a year without activity opens and closes with the last closing cash', async () => {
    const second = await statementOf(story.investor.cookie, SECOND_YEAR);
    const later = await statementOf(story.investor.cookie, SECOND_YEAR + 3);
    expect(later).toMatchObject({
      year: SECOND_YEAR + 3,
      openingCash: second.closingCash,
      closingCash: second.closingCash,
      invested: '0.00',
      sales: [],
    });
    const before = await statementOf(story.investor.cookie, 2001);
    expect(before).toMatchObject({ openingCash: '0.00', closingCash: '0.00' });
  });

  it("the creator's statement: the funded campaign's net proceeds and the revenue share", async () => {
    const years = (await get('/api/statements', story.creator.cookie)).json();
    expect(years).toEqual({ years: [SECOND_YEAR, FIRST_YEAR] });
    const first = await statementOf(story.creator.cookie, FIRST_YEAR);
    const second = await statementOf(story.creator.cookie, SECOND_YEAR);
    const share = [
      await creatorShareIn(context.database.db, story.campaign.id, FIRST_YEAR),
      await creatorShareIn(context.database.db, story.campaign.id, SECOND_YEAR),
    ];
    expect(share[0]).toBeGreaterThan(0);
    // Raised $1,000 + $500 + the demo backers' $100; the platform keeps 5%: $80.00.
    expect(first).toMatchObject({
      openingCash: '0.00',
      deposits: '50.00',
      creatorNetProceeds: '1520.00',
      creatorRevenueShare: money(share[0] ?? 0),
      closingCash: money(50_00 + 1520_00 + (share[0] ?? 0)),
      feesPaid: '0.00',
    });
    expect(second).toMatchObject({
      openingCash: first.closingCash,
      creatorNetProceeds: '0.00',
      creatorRevenueShare: money(share[1] ?? 0),
      closingCash: money(50_00 + 1520_00 + (share[0] ?? 0) + (share[1] ?? 0)),
    });
    const ledger = await ledgerByCode(story.creator.userId, FIRST_YEAR);
    expect([ledger.get('release_to_creator'), ledger.get('revenue')]).toEqual([1520_00, share[0]]);
  });

  it('the seller on the other side: shares bought at what was paid and a market sale with its fee', async () => {
    const statement = await statementOf(story.seller.cookie, SECOND_YEAR);
    expect(statement).toMatchObject({
      invested: '180.00',
      reservedChange: '0.00',
      salesProceeds: '65.00',
      sellerFees: '1.30',
      feesPaid: '1.30',
      sales: [expect.objectContaining({ shares: 10, proceeds: '65.00', fee: '1.30', costBasis: '106.38', gain: '-42.68' })],
    });
  });
});

describe('downloads', () => {
  it('CSV: every line of the statement, each sale, and totals that add up', async () => {
    const statement = await statementOf(story.investor.cookie, SECOND_YEAR);
    const response = await get(`/api/statements/${SECOND_YEAR}?format=csv`, story.investor.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="stagebacker-statement-${SECOND_YEAR}.csv"`);
    const [header, ...rows] = response.body.trimEnd().split('\r\n').map(csvFields);
    expect(header).toEqual([...statementCsvColumns]);
    const column = (name: (typeof statementCsvColumns)[number]) => statementCsvColumns.indexOf(name);
    expect(rows[0]?.[1]).toContain(SANDBOX_STATEMENT_NOTICE);
    const byItem = new Map(rows.map((row) => [row[0], row]));
    for (const line of statementLines) expect(byItem.get(line.key)?.[column('amount')], line.key).toBe(statement[line.key]);
    const sales = rows.filter((row) => row[0] === 'sale');
    expect(sales.map((row) => row[column('proceeds')])).toEqual(statement.sales.map((sale) => sale.proceeds));
    const total = byItem.get('salesTotal');
    const sum = (name: (typeof statementCsvColumns)[number]) =>
      money(sales.reduce((acc, row) => acc + decimalToCents(row[column(name)] ?? '0'), 0));
    expect(total?.[column('proceeds')]).toBe(statement.salesProceeds);
    expect(total?.[column('fee')]).toBe(statement.sellerFees);
    for (const name of ['proceeds', 'costBasis', 'fee', 'gain'] as const) expect(total?.[column(name)]).toBe(sum(name));
    const identity = statementLines.reduce(
      (acc, line) => acc + line.sign * decimalToCents(byItem.get(line.key)?.[column('amount')] ?? '0'),
      0,
    );
    expect(money(identity)).toBe(byItem.get('closingCash')?.[column('amount')]);
  });

  it('PDF: the sandbox notice on every page, and its text reads back as the API figures', async () => {
    const statement = await statementOf(story.investor.cookie, SECOND_YEAR);
    const response = await get(`/api/statements/${SECOND_YEAR}?format=pdf`, story.investor.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="stagebacker-statement-${SECOND_YEAR}.pdf"`);
    const bytes = new Uint8Array(response.rawPayload);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await getDocumentProxy(bytes);
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(1);
    for (const page of text) expect(page).toContain(SANDBOX_STATEMENT_NOTICE);
    const all = text.join('\n');
    expect(all).toContain(`Statement for ${SECOND_YEAR}`);
    for (const line of statementLines) {
      expect(all, line.key).toMatch(new RegExp(`${escape(line.label)}\\s*${escape(usd(statement[line.key]))}`));
    }
    for (const sale of statement.sales) {
      for (const amount of [sale.proceeds, sale.costBasis, sale.fee, sale.gain]) expect(all).toContain(usd(amount));
    }
  });

  it('PDF: a year of many sales runs onto more pages, each with the notice', async () => {
    const many: YearStatement = {
      ...(await statementOf(story.investor.cookie, SECOND_YEAR)),
      sales: Array.from({ length: 80 }, (_, index) => ({
        at: `${SECOND_YEAR}-03-10T12:00:00.000Z`,
        investmentId: index + 1,
        projectTitle: `A project with a rather long title that has to be cut short ${index}`,
        shares: 1,
        proceeds: '1.00',
        costBasis: '1.00',
        fee: '0.00',
        gain: '0.00',
      })),
    };
    const { statementPdf } = await import('./statement-pdf');
    const pdf = await getDocumentProxy(
      new Uint8Array(await statementPdf(many, { name: 'Test Investor', email: 'x@example.test' }, new Date())),
    );
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBeGreaterThan(1);
    text.forEach((page, index) => {
      expect(page).toContain(SANDBOX_STATEMENT_NOTICE);
      expect(page).toContain(`page ${index + 1} of ${totalPages}`);
    });
  });
});

describe('check:ledger and the statements', () => {
  it('finds every account-year reconciled, the fixture included', async () => {
    expect(await checkLedger(context.database.db)).toEqual([]);
    const statements = await allStatements(context.database.db);
    expect(statements.filter((entry) => entry.userId === story.investor.userId).map((entry) => entry.statement.year)).toEqual([
      FIRST_YEAR,
      SECOND_YEAR,
    ]);
  });

  it('catches a statement that disagrees with the ledger, or with itself', async () => {
    const tamper = (change: (statement: YearStatement) => YearStatement) => async () =>
      (await allStatements(context.database.db)).map((entry) =>
        entry.userId === story.investor.userId && entry.statement.year === SECOND_YEAR
          ? { ...entry, statement: change(entry.statement) }
          : entry,
      );
    const where = `user ${story.investor.userId}, ${SECOND_YEAR}`;
    const plusCent = (decimal: string) => money(decimalToCents(decimal) + 1);

    expect(
      await checkStatements(
        context.database.db,
        tamper((s) => ({ ...s, deposits: plusCent(s.deposits) })),
      ),
    ).toEqual([expect.stringMatching(new RegExp(`^${where}: the statement's lines add up to`))]);
    expect(
      await checkStatements(
        context.database.db,
        tamper((s) => ({ ...s, deposits: plusCent(s.deposits), closingCash: plusCent(s.closingCash) })),
      ),
    ).toEqual([expect.stringMatching(new RegExp(`^${where}: closing cash .* but the ledger's cash at the year's end is`))]);
    expect(
      await checkStatements(
        context.database.db,
        tamper((s) => ({ ...s, openingCash: plusCent(s.openingCash), withdrawals: plusCent(s.withdrawals) })),
      ),
    ).toEqual([expect.stringMatching(new RegExp(`^${where}: opening cash .* but the year before closed with`))]);
    expect(
      await checkStatements(
        context.database.db,
        tamper((s) => ({
          ...s,
          sales: s.sales.map((sale, index) => (index === 0 ? { ...sale, fee: '0.00', gain: plusCent(plusCent(sale.gain)) } : sale)),
        })),
      ),
    ).toEqual([
      expect.stringMatching(new RegExp(`^${where}: the sales' lines sum to`)),
      expect.stringMatching(new RegExp(`^${where}: the sale of investment ${story.holdingId} shows a gain`)),
    ]);
    const dropped = async () =>
      (await allStatements(context.database.db)).filter(
        (entry) => !(entry.userId === story.investor.userId && entry.statement.year === FIRST_YEAR),
      );
    expect(await checkStatements(context.database.db, dropped)).toEqual([
      expect.stringMatching(new RegExp(`^${where}: opening cash`)),
      `user ${story.investor.userId}, ${FIRST_YEAR}: cash moved but there is no statement`,
    ]);
  });
});

/** One CSV line's fields, quotes undone (server/csv.ts quotes a field holding a comma or a quote). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  for (const match of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)) {
    fields.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''));
  }
  return fields;
}

const usd = (decimal: string) => formatCentsAsUsd(decimalToCents(decimal));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
