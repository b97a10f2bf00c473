import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { centsToDecimal as money } from '@common/money';
import type { Database } from '../../db/client';
import { queryOne, queryRows, sqlColumn } from '../../db/typed-sql';
import { checkStatements } from './check-statements';

const { integer, cents, text } = sqlColumn;

/** Each cached balance beside the sum of its account's postings. */
const cachedAccounts = [
  { kind: 'user_cash', table: 'users', column: 'balance_cents', label: 'user' },
  { kind: 'project_escrow', table: 'projects', column: 'escrow_cents', label: 'project escrow' },
  { kind: 'creator_proceeds', table: 'creators', column: 'proceeds_cents', label: 'creator proceeds' },
] as const;

/**
 * The money invariants of decisions.md, checked in SQL over the whole database. Returns one
 * readable line per violation; an empty list means the books balance:
 * - every transfer has two or more postings that sum to zero;
 * - every cached balance (user cash, project escrow, creator proceeds) equals the sum of its
 *   account's postings, and no user's cash is negative;
 * - each project's escrow equals the amounts of its pending investments;
 * - shares are conserved: available + shares of pending and active investments + the shares
 *   the demo backers bought (demo raise / share price) = total shares, and the raised amount
 *   is the demo raise + the amounts of pending and active investments;
 * - an investment has at most one hold, and a closed one exactly the transfer that paid it back;
 * - payouts: every project's investors' pool is empty (each quarter pays out all it booked), and
 *   each investment's payouts received equal its payout postings, line by line;
 * - the market (checkMarket): reservations of cash and shares match the open orders, and shares
 *   are conserved through trades. Holdings bought on the market count in the shares, not in the
 *   raise; a holding sold whole on the market was paid by its lots, not by one payback;
 * - every account-year's statement reconciles with the ledger (checkStatements).
 */
export async function checkLedger(db: Database): Promise<string[]> {
  const violations: string[] = [];

  const transfers = await queryRows(
    db,
    z.object({ id: integer, code: text, postings: integer, total: cents }),
    sql`select t.id, t.code, count(p.id) as postings, coalesce(sum(p.amount_cents), 0) as total
        from ledger_transfers t left join ledger_postings p on p.transfer_id = t.id
        group by t.id, t.code
        having count(p.id) < 2 or coalesce(sum(p.amount_cents), 0) <> 0
        order by t.id`,
  );
  for (const row of transfers) {
    violations.push(`transfer ${row.id} (${row.code}): ${row.postings} posting(s) summing to ${money(row.total)}`);
  }

  for (const account of cachedAccounts) {
    const mismatched = await queryRows(
      db,
      z.object({ id: integer, balance: cents, ledger: cents }),
      sql`select o.id, o.${sql.identifier(account.column)} as balance, coalesce(p.total, 0) as ledger
          from ${sql.identifier(account.table)} o
          left join (select account_id, sum(amount_cents) as total from ledger_postings
                     where account_kind = ${account.kind} group by account_id) p on p.account_id = o.id
          where o.${sql.identifier(account.column)} <> coalesce(p.total, 0) or o.${sql.identifier(account.column)} < 0
          order by o.id`,
    );
    for (const row of mismatched) {
      violations.push(`${account.label} ${row.id}: balance ${money(row.balance)} but the ledger sums to ${money(row.ledger)}`);
    }
  }

  const projectRows = await queryRows(
    db,
    z.object({
      id: integer,
      total: integer,
      available: integer,
      heldShares: integer,
      raised: cents,
      demoRaised: cents,
      heldAmount: cents,
      escrow: cents,
      pending: cents,
      demoRemainder: integer,
      demoShares: integer,
    }),
    sql`select p.id, p.total_shares as total, p.available_shares as available,
               coalesce(a.shares, 0) as "heldShares", p.raised_cents as raised,
               p.demo_raised_cents as "demoRaised", coalesce(a.amount, 0) as "heldAmount",
               p.escrow_cents as escrow, coalesce(a.pending, 0) as pending,
               p.demo_raised_cents % p.share_price_cents as "demoRemainder",
               p.demo_raised_cents / p.share_price_cents as "demoShares"
        from projects p
        left join (select project_id, sum(shares) filter (where status <> 'sold') as shares,
                          sum(amount_cents) filter (where origin = 'campaign') as amount,
                          sum(amount_cents) filter (where status = 'pending') as pending
                   from investments where status in ('pending', 'active', 'sold') group by project_id) a on a.project_id = p.id
        where p.demo_raised_cents % p.share_price_cents <> 0
           or p.available_shares + coalesce(a.shares, 0) + p.demo_raised_cents / p.share_price_cents <> p.total_shares
           or p.raised_cents <> p.demo_raised_cents + coalesce(a.amount, 0)
           or p.escrow_cents <> coalesce(a.pending, 0)
        order by p.id`,
  );
  for (const row of projectRows) {
    const { heldShares, demoShares } = row;
    if (row.demoRemainder !== 0) {
      violations.push(`project ${row.id}: the demo raise ${money(row.demoRaised)} is not a whole number of shares`);
    }
    if (row.available + heldShares + demoShares !== row.total) {
      violations.push(
        `project ${row.id}: ${row.available} available + ${heldShares} invested + ${demoShares} demo shares <> ${row.total} total shares`,
      );
    }
    if (row.raised !== row.demoRaised + row.heldAmount) {
      violations.push(
        `project ${row.id}: raised ${money(row.raised)} <> demo raise ${money(row.demoRaised)} + investments open or sold ${money(row.heldAmount)}`,
      );
    }
    if (row.escrow !== row.pending) {
      violations.push(`project ${row.id}: escrow ${money(row.escrow)} <> pending investments ${money(row.pending)}`);
    }
  }

  const investmentRows = await queryRows(
    db,
    z.object({
      id: integer,
      status: text,
      amount: cents,
      proceeds: cents.nullable(),
      holds: integer,
      hold: cents,
      paybacks: integer,
      payback: cents,
    }),
    sql`select i.id, i.status, i.amount_cents as amount, i.proceeds_cents as proceeds,
               coalesce(l.holds, 0) as holds, coalesce(l.hold, 0) as hold,
               coalesce(l.paybacks, 0) as paybacks, coalesce(l.payback, 0) as payback
        from investments i
        left join (select t.investment_id,
                          count(*) filter (where t.code = 'investment_hold') as holds,
                          sum(p.amount_cents) filter (where t.code = 'investment_hold') as hold,
                          count(*) filter (where t.code in ('sale', 'cancel_refund', 'failure_refund')) as paybacks,
                          sum(p.amount_cents) filter (where t.code in ('sale', 'cancel_refund', 'failure_refund')) as payback
                   from ledger_transfers t join ledger_postings p on p.transfer_id = t.id and p.account_kind = 'user_cash'
                   where t.investment_id is not null group by t.investment_id) l on l.investment_id = i.id
        where coalesce(l.holds, 0) > 1
           or (coalesce(l.holds, 0) = 1 and l.hold <> -i.amount_cents)
           or (i.status in ('pending', 'active') and coalesce(l.paybacks, 0) <> 0)
           or (i.status in ('sold', 'cancelled', 'refunded') and i.shares > 0
               and (coalesce(l.paybacks, 0) <> 1 or i.proceeds_cents is null or l.payback <> i.proceeds_cents))
           or (i.status = 'sold' and i.shares = 0
               and (coalesce(l.paybacks, 0) <> 0 or i.proceeds_cents is distinct from
                    (select sum(proceeds_cents) from market_lots where seller_investment_id = i.id)))
        order by i.id`,
  );
  for (const row of investmentRows) {
    violations.push(
      `investment ${row.id} (${row.status}, ${money(row.amount)}): ledger has ${row.holds} hold(s) totalling ${money(row.hold)}` +
        ` and ${row.paybacks} payback(s) totalling ${money(row.payback)}` +
        (row.status === 'pending' || row.status === 'active'
          ? ''
          : `, proceeds ${row.proceeds === null ? 'missing' : money(row.proceeds)}`),
    );
  }
  const pools = await queryRows(
    db,
    z.object({ projectId: integer, balance: cents }),
    sql`select account_id as "projectId", sum(amount_cents) as balance from ledger_postings
        where account_kind = 'investor_pool' group by account_id having sum(amount_cents) <> 0 order by account_id`,
  );
  for (const row of pools) violations.push(`project ${row.projectId}: investors' pool holds ${money(row.balance)} after its payouts`);

  const payoutRows = await queryRows(
    db,
    z.object({ id: integer, received: cents, posted: cents, lines: cents }),
    sql`select i.id, i.payouts_cents as received, coalesce(l.posted, 0) as posted, coalesce(pl.lines, 0) as lines
        from investments i
        left join (select t.investment_id, sum(p.amount_cents) as posted
                   from ledger_transfers t join ledger_postings p on p.transfer_id = t.id and p.account_kind = 'user_cash'
                   where t.code = 'payout' and t.investment_id is not null group by t.investment_id) l on l.investment_id = i.id
        left join (select investment_id, sum(amount_cents) as lines from payouts group by investment_id) pl on pl.investment_id = i.id
        where i.payouts_cents <> coalesce(l.posted, 0) or i.payouts_cents <> coalesce(pl.lines, 0)
        order by i.id`,
  );
  for (const row of payoutRows) {
    violations.push(
      `investment ${row.id}: payouts received ${money(row.received)} but the ledger posted ${money(row.posted)} and its payout lines sum to ${money(row.lines)}`,
    );
  }
  violations.push(...(await checkMarket(db)));
  violations.push(...(await checkStatements(db)));
  return violations;
}

/**
 * The market's books: each project's market holding account holds exactly the open buy
 * orders' reservations (each its unfilled shares at its limit); the shares reserved on a
 * user's holdings in a project are exactly what their open sell orders have left; each
 * holding's shares sold on the market are its lots'; and every fill moved as many shares out
 * of sellers' holdings as into buyers'. No reserved share count exceeds its holding: a check
 * constraint of the investments table.
 */
async function checkMarket(db: Database): Promise<string[]> {
  const violations: string[] = [];
  const holdings = await queryRows(
    db,
    z.object({ projectId: integer, balance: cents, reserved: cents }),
    sql`select coalesce(h.project_id, o.project_id) as "projectId", coalesce(h.balance, 0) as balance, coalesce(o.reserved, 0) as reserved
        from (select account_id as project_id, sum(amount_cents) as balance from ledger_postings
              where account_kind = 'market_holding' group by account_id) h
        full join (select project_id, sum(reserved_cents) as reserved from market_orders
                   where status = 'open' and side = 'buy' group by project_id) o on o.project_id = h.project_id
        where coalesce(h.balance, 0) <> coalesce(o.reserved, 0)
        order by 1`,
  );
  for (const row of holdings) {
    violations.push(
      `project ${row.projectId}: market holding account ${money(row.balance)} <> open buy reservations ${money(row.reserved)}`,
    );
  }
  const buyOrders = await queryRows(
    db,
    z.object({ id: integer, reserved: cents, expected: cents }),
    sql`select id, reserved_cents as reserved, (shares - filled_shares) * limit_price_cents as expected from market_orders
        where side = 'buy' and status = 'open' and reserved_cents <> (shares - filled_shares) * limit_price_cents order by id`,
  );
  for (const row of buyOrders) violations.push(`buy order ${row.id}: reserves ${money(row.reserved)} for ${money(row.expected)} unfilled`);
  const reservations = await queryRows(
    db,
    z.object({ userId: integer, projectId: integer, reserved: integer, open: integer }),
    sql`select coalesce(h.user_id, o.user_id) as "userId", coalesce(h.project_id, o.project_id) as "projectId",
               coalesce(h.reserved, 0) as reserved, coalesce(o.open, 0) as open
        from (select user_id, project_id, sum(reserved_shares) as reserved from investments
              where reserved_shares > 0 group by user_id, project_id) h
        full join (select user_id, project_id, sum(shares - filled_shares) as open from market_orders
                   where status = 'open' and side = 'sell' group by user_id, project_id) o
          on o.user_id = h.user_id and o.project_id = h.project_id
        where coalesce(h.reserved, 0) <> coalesce(o.open, 0)
        order by 1, 2`,
  );
  for (const row of reservations) {
    violations.push(
      `user ${row.userId}, project ${row.projectId}: ${row.reserved} shares reserved on holdings <> ${row.open} left on open sell orders`,
    );
  }
  const lots = await queryRows(
    db,
    z.object({ id: integer, sold: integer, lots: integer }),
    sql`select i.id, i.market_sold_shares as sold, coalesce(l.shares, 0) as lots
        from investments i left join (select seller_investment_id, sum(shares) as shares from market_lots group by seller_investment_id) l
          on l.seller_investment_id = i.id
        where i.market_sold_shares <> coalesce(l.shares, 0) order by i.id`,
  );
  for (const row of lots) violations.push(`investment ${row.id}: ${row.sold} shares sold on the market but its lots hold ${row.lots}`);
  const fills = await queryRows(
    db,
    z.object({ id: integer, shares: integer, lots: integer, bought: integer }),
    sql`select f.id, f.shares, coalesce(sum(l.shares), 0) as lots, coalesce(sum(b.shares + b.market_sold_shares), 0) as bought
        from market_fills f left join market_lots l on l.fill_id = f.id left join investments b on b.id = l.buyer_investment_id
        group by f.id, f.shares
        having f.shares <> coalesce(sum(l.shares), 0) or f.shares <> coalesce(sum(b.shares + b.market_sold_shares), 0)
        order by f.id`,
  );
  for (const row of fills) {
    violations.push(`fill ${row.id}: ${row.shares} shares traded, ${row.lots} left sellers' holdings, ${row.bought} reached buyers'`);
  }
  return violations;
}

/** How many accounts, projects and account-years (statements) the check covered, for its report line. */
export async function ledgerScope(db: Database): Promise<{ users: number; projects: number; statements: number }> {
  return queryOne(
    db,
    z.object({ users: integer, projects: integer, statements: integer }),
    sql`select (select count(*) from users) as users, (select count(*) from projects) as projects,
               (select count(*) from (select distinct p.account_id, extract(year from t.created_at at time zone 'UTC')
                                      from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
                                      where p.account_kind = 'user_cash') years) as statements`,
  );
}
