import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatCentsAsUsd } from '@common/money';
import type { IncomeCalendar as IncomeCalendarAnswer } from '@common/schemas/holding-outlook';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { calendarRows, type CalendarRow } from './income-calendar-rows';
import { quarterName } from '@common/rules/quarters';

export const incomeCalendarQuery = queryOptions({
  queryKey: queryKeys.portfolio.incomeCalendar(),
  queryFn: () => fetchJson<IncomeCalendarAnswer>('/api/portfolio/income-calendar'),
});

function CalendarLine({ row }: { row: CalendarRow }) {
  const paid = row.status === 'paid';
  return (
    <tr className="border-b border-border/60 last:border-0">
      <th scope="row" className="py-2.5 pr-3 text-left text-sm font-semibold whitespace-nowrap">
        {quarterName(row.quarter)}
      </th>
      <td className="w-full py-2.5 pr-3">
        <div className="flex items-center gap-3">
          <div className="h-2.5 min-w-6 flex-1 rounded-full bg-muted" aria-hidden>
            <div
              className={`h-full rounded-full ${paid ? 'bg-[#4ade80]' : 'border border-dashed border-[#c4b5fd] bg-[#a78bfa]/40'}`}
              style={{ width: `${row.barPercent}%` }}
            />
          </div>
          <span className="ml-auto font-bold tabular-nums">{formatCentsAsUsd(row.amountCents)}</span>
        </div>
      </td>
      <td className="py-2.5 text-right">{paid ? <Badge tone="success">Paid</Badge> : <Badge tone="accent">Estimated</Badge>}</td>
    </tr>
  );
}

function CalendarTable({ answer }: { answer: IncomeCalendarAnswer }) {
  const [all, setAll] = useState(false);
  const { rows, hiddenPaid, paidTotal, estimatedTotal } = calendarRows(answer.quarters, all);
  const estimates = rows.some((row) => row.status === 'estimated');
  return (
    <Card className="mt-4 p-4 sm:p-5">
      <p className="text-sm">
        Paid in total: <span className="font-semibold">{formatCentsAsUsd(paidTotal)}</span>
        {estimates ? (
          <>
            {' · '}Estimated for the next four quarters: <span className="font-semibold">{formatCentsAsUsd(estimatedTotal)}</span>{' '}
            <span className="text-muted-foreground">(hypothetical)</span>
          </>
        ) : null}
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Income calendar: payouts by quarter, paid or estimated</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Quarter</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CalendarLine key={`${row.status}-${row.quarter}`} row={row} />
          ))}
        </tbody>
      </table>
      {hiddenPaid > 0 ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setAll(true)}>
          Show {hiddenPaid} earlier {hiddenPaid === 1 ? 'quarter' : 'quarters'}
        </Button>
      ) : null}
    </Card>
  );
}

/**
 * The income calendar on the dashboard (decisions.md, "Statements that reconcile"): the payouts by
 * quarter, and the next four quarters' estimates, each the sum of the open holdings' P50s from
 * their forecasts at purchase, marked paid or estimated.
 */
export function IncomeCalendar() {
  const { isAuthenticated } = useCurrentUser();
  const calendar = useQuery({ ...incomeCalendarQuery, enabled: isAuthenticated });
  return (
    <section id="income-calendar" aria-labelledby="income-calendar-heading" className="scroll-mt-24">
      <h2 id="income-calendar-heading" className="text-2xl font-bold tracking-tight">
        Income calendar
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Your payouts by quarter, and the next four quarters estimated: for each open holding, the middle (P50) of its forecast when you
        bought it. Estimates are hypothetical.
      </p>
      {calendar.isPending ? (
        <div className="mt-4" aria-busy="true">
          <span className="sr-only" role="status">
            Loading the income calendar…
          </span>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : calendar.isError ? (
        <div className="mt-4">
          <LoadError title="The income calendar could not be loaded" error={calendar.error} onRetry={() => void calendar.refetch()} />
        </div>
      ) : calendar.data.quarters.length === 0 ? (
        <Card className="mt-4 p-5 text-sm text-muted-foreground">
          Nothing paid or estimated yet: once a campaign you back is funded, its quarters appear here.
        </Card>
      ) : (
        <CalendarTable answer={calendar.data} />
      )}
    </section>
  );
}
