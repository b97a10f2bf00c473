import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cents, centsToDecimal, sumCents } from '@common/money';
import { ledgerAccountKinds, type TrialBalance } from '@common/schemas/operator-views';
import type { Database } from '../../db/client';
import { queryRows, sqlColumn } from '../../db/typed-sql';

const kindRow = z.object({
  kind: z.enum(ledgerAccountKinds),
  accounts: sqlColumn.integer,
  postings: sqlColumn.integer,
  moneyIn: sqlColumn.cents,
  moneyOut: sqlColumn.cents,
  balance: sqlColumn.cents,
});

/**
 * Every kind of account summed from its postings, in one statement so the kinds agree with each
 * other; a kind without postings shows zeros. Double entry makes the total zero.
 */
export async function trialBalance(db: Database): Promise<TrialBalance> {
  const rows = await queryRows(
    db,
    kindRow,
    sql`select account_kind as kind, count(distinct account_id) as accounts, count(*) as postings,
               coalesce(sum(amount_cents) filter (where amount_cents > 0), 0) as "moneyIn",
               coalesce(-sum(amount_cents) filter (where amount_cents < 0), 0) as "moneyOut",
               sum(amount_cents) as balance
        from ledger_postings group by account_kind`,
  );
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const zero = cents(0);
  const kinds = ledgerAccountKinds.map(
    (kind) => byKind.get(kind) ?? { kind, accounts: 0, postings: 0, moneyIn: zero, moneyOut: zero, balance: zero },
  );
  return {
    kinds: kinds.map((row) => ({
      ...row,
      moneyIn: centsToDecimal(row.moneyIn),
      moneyOut: centsToDecimal(row.moneyOut),
      balance: centsToDecimal(row.balance),
    })),
    total: centsToDecimal(sumCents(kinds.map((row) => row.balance))),
  };
}
