import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, centsToDecimal as money, decimalToCents, type Cents } from '@common/money';
import { closingCashFromLines, salesTotals } from '@common/rules/statements';
import type { YearStatement } from '@common/schemas/statements';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { accountSales, accountYears, toYearStatement, type AccountSale } from './account-years';

/** One account-year's statement as the API would answer it. */
export interface AccountStatement {
  userId: number;
  statement: YearStatement;
}

/** Every account-year's statement, as `GET /api/statements/{year}` answers it for each user. */
export async function allStatements(db: Database): Promise<AccountStatement[]> {
  const [years, sales] = [await accountYears(db, 'all'), await accountSales(db, 'all')];
  const salesOf = new Map<string, AccountSale[]>();
  for (const sale of sales) {
    const key = `${sale.userId}:${sale.year}`;
    const list = salesOf.get(key);
    if (list) list.push(sale);
    else salesOf.set(key, [sale]);
  }
  return years.map((year) => ({ userId: year.userId, statement: toYearStatement(year, salesOf.get(`${year.userId}:${year.year}`) ?? []) }));
}

const { integer, cents: centsColumn } = sqlColumn;

/**
 * Every account-year's statement checked against the books (decisions.md, "Statements that
 * reconcile"), for check:ledger. `statementsOf` makes them (the API's own code by default; a test
 * hands a tampered one). For each user and year with activity:
 * - its lines add up: opening + movements = closing;
 * - its opening cash is the closing cash of the user's previous year with activity (zero for the first);
 * - its closing cash is the user's cash postings summed up to the year's end (so the last year's
 *   is the cached balance, which checkLedger holds to the postings);
 * - its sales' lines sum to its sales proceeds and seller fees, and each gain is proceeds - fee - cost.
 */
export async function checkStatements(
  db: Database,
  statementsOf: (db: Database) => Promise<AccountStatement[]> = allStatements,
): Promise<string[]> {
  const violations: string[] = [];
  const statements = await statementsOf(db);
  const yearEnds = await queryRows(
    db,
    z.object({ userId: integer, year: integer, closing: centsColumn }),
    sql`
    with yearly as (
      select p.account_id as user_id, extract(year from t.created_at at time zone 'UTC')::int as year, sum(p.amount_cents) as moved
      from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
      where p.account_kind = 'user_cash' group by 1, 2
    )
    select user_id as "userId", year, sum(moved) over (partition by user_id order by year) as closing from yearly`,
  );
  const ledgerClosing = new Map(yearEnds.map((row) => [`${row.userId}:${row.year}`, row.closing]));
  const byUser = new Map<number, YearStatement[]>();
  for (const { userId, statement } of statements) {
    const list = byUser.get(userId);
    if (list) list.push(statement);
    else byUser.set(userId, [statement]);
  }
  for (const [userId, years] of byUser) {
    years.sort((a, b) => a.year - b.year);
    let previousClosing: Cents = cents(0);
    for (const statement of years) {
      const where = `user ${userId}, ${statement.year}`;
      const closing = decimalToCents(statement.closingCash);
      const added = closingCashFromLines(statement);
      if (added !== closing) {
        violations.push(`${where}: the statement's lines add up to ${money(added)} but its closing cash is ${money(closing)}`);
      }
      if (decimalToCents(statement.openingCash) !== previousClosing) {
        violations.push(`${where}: opening cash ${statement.openingCash} but the year before closed with ${money(previousClosing)}`);
      }
      const ledger = ledgerClosing.get(`${userId}:${statement.year}`);
      if (ledger !== undefined && ledger !== closing) {
        violations.push(`${where}: closing cash ${statement.closingCash} but the ledger's cash at the year's end is ${money(ledger)}`);
      }
      const sales = salesTotals(statement.sales);
      if (sales.proceeds !== decimalToCents(statement.salesProceeds) || sales.fees !== decimalToCents(statement.sellerFees)) {
        violations.push(
          `${where}: the sales' lines sum to ${money(sales.proceeds)} proceeds and ${money(sales.fees)} fees` +
            ` but the ledger has ${statement.salesProceeds} and ${statement.sellerFees}`,
        );
      }
      const badGain = statement.sales.find(
        (sale) => decimalToCents(sale.gain) !== decimalToCents(sale.proceeds) - decimalToCents(sale.fee) - decimalToCents(sale.costBasis),
      );
      if (badGain) violations.push(`${where}: the sale of investment ${badGain.investmentId} shows a gain of ${badGain.gain}`);
      previousClosing = closing;
    }
  }
  const stated = new Set(statements.map(({ userId, statement }) => `${userId}:${statement.year}`));
  for (const row of yearEnds) {
    if (!stated.has(`${row.userId}:${row.year}`)) violations.push(`user ${row.userId}, ${row.year}: cash moved but there is no statement`);
  }
  return violations;
}
