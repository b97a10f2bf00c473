import { sql } from 'drizzle-orm';
import { cents, centsToDecimal } from '../../../common/money';
import type { Database } from '../../db/client';

type Row = Record<string, string | number | null>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

// Sums come back as text so both drivers agree (PGlite gives BigInt or number, pg a string).
const money = (value: string | number | null | undefined) => centsToDecimal(cents(Number(value ?? 0)));

/**
 * The money invariants, checked in SQL over the whole database. Returns one readable line
 * per violation; an empty list means the books balance:
 * - every balance equals the sum of its ledger rows;
 * - for every project, available shares + shares of active investments + the shares the demo
 *   data had already sold (demo raise / share price) = total shares;
 * - raised amount = demo raise + amounts of active investments;
 * - every investment has exactly its debit in the ledger, and a sold one exactly its sale credit.
 */
export async function checkLedger(db: Database): Promise<string[]> {
  const violations: string[] = [];

  const balances = await rows(
    db,
    sql`select u.id, u.balance_cents::text as balance, coalesce(l.total, 0)::text as ledger
        from users u
        left join (select user_id, sum(amount_cents) as total from ledger_entries group by user_id) l on l.user_id = u.id
        where u.balance_cents <> coalesce(l.total, 0)
        order by u.id`,
  );
  for (const row of balances) {
    violations.push(`user ${row.id}: balance ${money(row.balance)} but the ledger sums to ${money(row.ledger)}`);
  }

  const projectRows = await rows(
    db,
    sql`select p.id, p.total_shares::int as total, p.available_shares::int as available,
               coalesce(a.shares, 0)::text as active_shares, p.raised_cents::text as raised,
               p.demo_raised_cents::text as demo_raised, coalesce(a.amount, 0)::text as active_amount,
               (p.demo_raised_cents % p.share_price_cents)::text as demo_remainder,
               (p.demo_raised_cents / p.share_price_cents)::text as demo_shares
        from projects p
        left join (select project_id, sum(shares) as shares, sum(amount_cents) as amount
                   from investments where status = 'active' group by project_id) a on a.project_id = p.id
        where p.demo_raised_cents % p.share_price_cents <> 0
           or p.available_shares + coalesce(a.shares, 0) + p.demo_raised_cents / p.share_price_cents <> p.total_shares
           or p.raised_cents <> p.demo_raised_cents + coalesce(a.amount, 0)
        order by p.id`,
  );
  for (const row of projectRows) {
    const activeShares = Number(row.active_shares);
    const demoShares = Number(row.demo_shares);
    if (Number(row.demo_remainder) !== 0) {
      violations.push(`project ${row.id}: the demo raise ${money(row.demo_raised)} is not a whole number of shares`);
    }
    if (Number(row.available) + activeShares + demoShares !== Number(row.total)) {
      violations.push(
        `project ${row.id}: ${row.available} available + ${activeShares} invested + ${demoShares} demo shares <> ${row.total} total shares`,
      );
    }
    if (Number(row.raised) !== Number(row.demo_raised) + Number(row.active_amount)) {
      violations.push(
        `project ${row.id}: raised ${money(row.raised)} <> demo raise ${money(row.demo_raised)} + active investments ${money(row.active_amount)}`,
      );
    }
  }

  const investmentRows = await rows(
    db,
    sql`select i.id, i.status, i.amount_cents::text as amount, i.sale_value_cents::text as sale_value,
               coalesce(l.debits, 0)::int as debits, coalesce(l.debit, 0)::text as debit,
               coalesce(l.sales, 0)::int as sales, coalesce(l.credit, 0)::text as credit
        from investments i
        left join (select investment_id,
                          count(*) filter (where kind = 'investment') as debits,
                          sum(amount_cents) filter (where kind = 'investment') as debit,
                          count(*) filter (where kind = 'sale') as sales,
                          sum(amount_cents) filter (where kind = 'sale') as credit
                   from ledger_entries where investment_id is not null group by investment_id) l on l.investment_id = i.id
        where coalesce(l.debits, 0) <> 1
           or coalesce(l.debit, 0) <> -i.amount_cents
           or (i.status = 'active' and coalesce(l.sales, 0) <> 0)
           or (i.status = 'sold' and (coalesce(l.sales, 0) <> 1 or i.sale_value_cents is null or coalesce(l.credit, 0) <> i.sale_value_cents))
        order by i.id`,
  );
  for (const row of investmentRows) {
    violations.push(
      `investment ${row.id} (${row.status}, ${money(row.amount)}): ledger has ${row.debits} debit(s) totalling ${money(row.debit)}` +
        ` and ${row.sales} sale credit(s) totalling ${money(row.credit)}` +
        (row.status === 'sold' ? `, sale value ${row.sale_value === null ? 'missing' : money(row.sale_value)}` : ''),
    );
  }
  return violations;
}

/** How many accounts and projects the check covered, for its report line. */
export async function ledgerScope(db: Database): Promise<{ users: number; projects: number }> {
  const [row] = await rows(db, sql`select (select count(*) from users)::int as users, (select count(*) from projects)::int as projects`);
  return { users: Number(row?.users ?? 0), projects: Number(row?.projects ?? 0) };
}
