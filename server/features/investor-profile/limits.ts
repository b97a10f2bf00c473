import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, type Cents } from '@common/money';
import { investmentLimitCents, LIMIT_WINDOW_DAYS, remainingCents } from '@common/rules/investment-limits';
import type { Database, Transaction } from '../../db/client';
import { queryRow, sqlColumn } from '../../db/typed-sql';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An investor's declared figures and the 12-month limit as the books stand at `now`. */
export interface LimitStatus {
  declared: boolean;
  dateOfBirth: string | null;
  annualIncomeCents: Cents | null;
  netWorthCents: Cents | null;
  accredited: boolean;
  externalInvestments12mCents: Cents;
  limitCents: Cents | null;
  usedCents: Cents;
  remainingCents: Cents | null;
  windowStartsAt: Date;
}

/** The first moment of the 365 sandbox days that end at `now`. */
export const limitWindowStart = (now: Date) => new Date(now.getTime() - LIMIT_WINDOW_DAYS * DAY_MS);

const statusRow = z.object({
  declared: sqlColumn.boolean,
  date_of_birth: sqlColumn.day.nullable(),
  annual_income_cents: sqlColumn.cents.nullable(),
  net_worth_cents: sqlColumn.cents.nullable(),
  accredited: sqlColumn.boolean,
  external_cents: sqlColumn.cents,
  invested_cents: sqlColumn.cents,
});

/**
 * One statement: the profile (none: the floor) and what the investor placed in campaigns over
 * the window, less what was cancelled or refunded. Market purchases do not count.
 */
export async function limitStatus(db: Database | Transaction, userId: number, now: Date): Promise<LimitStatus> {
  const windowStartsAt = limitWindowStart(now);
  const row = await queryRow(
    db,
    statusRow,
    sql`select p.user_id is not null as declared, p.date_of_birth::text as date_of_birth,
               p.annual_income_cents, p.net_worth_cents, coalesce(p.accredited, false) as accredited,
               coalesce(p.external_investments_12m_cents, 0) as external_cents,
               (select coalesce(sum(i.amount_cents), 0) from investments i
                 where i.user_id = u.id and i.origin = 'campaign' and i.status not in ('cancelled', 'refunded')
                   and i.created_at >= ${windowStartsAt.toISOString()}::timestamptz) as invested_cents
        from users u left join investor_profiles p on p.user_id = u.id
        where u.id = ${userId}::int`,
  );
  if (!row) throw new Error(`no user ${userId}`);
  const limitCents = investmentLimitCents(
    row.declared ? { annualIncomeCents: row.annual_income_cents, netWorthCents: row.net_worth_cents, accredited: row.accredited } : null,
  );
  const usedCents = cents(row.invested_cents + row.external_cents);
  return {
    declared: row.declared,
    dateOfBirth: row.date_of_birth,
    annualIncomeCents: row.annual_income_cents,
    netWorthCents: row.net_worth_cents,
    accredited: row.accredited,
    externalInvestments12mCents: row.external_cents,
    limitCents,
    usedCents,
    remainingCents: remainingCents(limitCents, usedCents),
    windowStartsAt,
  };
}
