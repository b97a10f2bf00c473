import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, centsToDecimal, decimalToCents } from '@common/money';
import { heldSharesInputs, holdingForecastInputs, quartersAhead } from '@common/rules/holding-outlook';
import type { IncomeCalendar, IncomeQuarter } from '@common/schemas/holding-outlook';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';
import { forecastQuarters } from './forecast';
import { holdingsOf } from './holding-facts';

const paidRow = z.object({ quarter: sqlColumn.text, amount: sqlColumn.cents });

/**
 * The next quarters' estimates: for each open holding of a funded project (shares issued), the
 * P50 of its forecast at purchase for the shares it holds now, summed by quarter; none when
 * there is no such holding. A pending investment is not counted (its campaign may still fail),
 * nor a sold, cancelled or refunded one.
 */
async function estimatesAhead(db: Database, userId: number, now: Date): Promise<IncomeQuarter[]> {
  const ahead = quartersAhead(now);
  const open = await holdingsOf(db, userId, sql`i.status = 'active' and p.status = 'funded'`);
  if (open.length === 0) return [];
  const totals = ahead.map(() => 0);
  for (const { project, holding } of open) {
    const inputs = heldSharesInputs(holdingForecastInputs(project, holding, now), holding);
    const p50 = new Map(forecastQuarters(inputs).map((quarter) => [quarter.quarter, decimalToCents(quarter.p50)]));
    ahead.forEach(({ quarter }, index) => {
      totals[index] = (totals[index] ?? 0) + (p50.get(quarter) ?? 0);
    });
    // Each forecast is a few milliseconds of arithmetic: let other requests through between them.
    await nextTurn();
  }
  return ahead.map(({ quarter }, index) => ({ quarter, amount: centsToDecimal(cents(totals[index] ?? 0)), status: 'estimated' }));
}

/**
 * `GET /api/portfolio/income-calendar`: the account's payouts by quarter (every line of the
 * quarter, the holdings sold since included), oldest first, then the next four quarters'
 * estimates (hypothetical) when it has an open holding in a funded project.
 */
export async function incomeCalendar(db: Database, userId: number, now: Date): Promise<IncomeCalendar> {
  const paid = await queryRows(
    db,
    paidRow,
    sql`select quarter, sum(amount_cents)::text as amount from payouts where user_id = ${userId}::int group by quarter order by quarter`,
  );
  const estimates = await estimatesAhead(db, userId, now);
  return {
    quarters: [...paid.map((row) => ({ quarter: row.quarter, amount: centsToDecimal(row.amount), status: 'paid' as const })), ...estimates],
  };
}
