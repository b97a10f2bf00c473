import { Link } from 'wouter';
import { CalendarClock, Download, HandCoins } from 'lucide-react';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import type { Investment } from '@common/schemas/investments';
import type { Payout, PayoutSummary } from '@common/schemas/payouts';
import { LoadError } from '@/components/load-error';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSandboxNow } from '@/features/sandbox';
import { formatDayUtc } from '@/lib/dates';
import { useLatestPayouts, usePayoutSummary } from './api';
import { quarterName } from '@common/rules/quarters';
import { LATEST_PAYOUTS_COUNT, nextExpectedPayout, statementUrl } from './payout-rules';

const shareCount = new Intl.NumberFormat('en-US');

function PayoutLine({ payout }: { payout: Payout }) {
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:p-5">
      <div className="min-w-0">
        <Link href={`/tour/${payout.projectId}`} className="font-semibold break-words underline decoration-accent underline-offset-4">
          {payout.projectTitle}
        </Link>
        <p className="mt-1 text-sm text-muted-foreground">
          {quarterName(payout.quarter)} · {shareCount.format(payout.shares)} {payout.shares === 1 ? 'share' : 'shares'} · Posted{' '}
          {formatDayUtc(payout.postedAt)}
        </p>
      </div>
      <p className="text-lg font-bold text-[#86efac] tabular-nums sm:text-right">+{formatCentsAsUsd(decimalToCents(payout.amount))}</p>
    </li>
  );
}

/** The next quarter end that should pay one of the open holdings, on the sandbox clock. */
function NextPayout({ investments }: { investments: Investment[] }) {
  const now = useSandboxNow();
  const next = nextExpectedPayout(investments, now);
  if (!next) return null;
  const allInEscrow = investments.every((investment) => investment.status !== 'active');
  return (
    <p className="mt-3 flex items-start gap-2 text-sm">
      <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
      <span>
        <span>
          Next expected payout: <span className="font-semibold">{formatDayUtc(next)}</span>
        </span>
        {allInEscrow ? (
          <span className="block text-muted-foreground">
            Your investments are still in escrow: payouts start once a campaign is funded.
          </span>
        ) : null}
      </span>
    </p>
  );
}

function Statements({ years }: { years: number[] }) {
  if (years.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="text-lg font-bold">Statements</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Every payout of a year, as a spreadsheet file. Your full yearly statement, every figure of the year, is on the{' '}
        <Link href="/statements" className="underline decoration-accent underline-offset-4">
          Statements
        </Link>{' '}
        page (CSV or PDF).
      </p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {years.map((year) => (
          <li key={year}>
            <a href={statementUrl(year)} download={`stagebacker-payouts-${year}.csv`} className={buttonClassName('outline', 'md')}>
              <Download className="h-4 w-4" aria-hidden />
              Download {year} statement (CSV)
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PayoutList({ payouts, summary }: { payouts: Payout[]; summary: PayoutSummary }) {
  if (payouts.length === 0) {
    return (
      <Card className="mt-4 flex items-start gap-3 p-5">
        <HandCoins className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
        <div>
          <h3 className="font-bold">No payouts yet</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Once a project you back is funded, its investors’ 25% share of its revenue is paid into your balance at the end of each quarter.
          </p>
        </div>
      </Card>
    );
  }
  return (
    <>
      <Card className="mt-4 overflow-hidden">
        <ol aria-label="Latest payouts, newest first" className="divide-y divide-border">
          {payouts.map((payout) => (
            <PayoutLine key={payout.id} payout={payout} />
          ))}
        </ol>
      </Card>
      {summary.count > payouts.length ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Showing the latest {payouts.length} of {summary.count} payouts. The statements below list every one.
        </p>
      ) : null}
      <Statements years={summary.years} />
    </>
  );
}

/**
 * 'Payouts' on the dashboard: the latest quarterly payouts, when the next one is expected, and a
 * CSV statement for each year that had any (decisions.md, Payouts and returns).
 */
export function PayoutsSection({ investments }: { investments: Investment[] }) {
  const latest = useLatestPayouts(LATEST_PAYOUTS_COUNT);
  const summary = usePayoutSummary();
  const failed = latest.isError ? latest : summary.isError ? summary : null;
  return (
    <section id="payouts" aria-labelledby="payouts-heading" className="scroll-mt-24">
      <h2 id="payouts-heading" className="text-2xl font-bold tracking-tight">
        Payouts
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Your share of funded projects’ revenue, paid into your balance every quarter.</p>
      <NextPayout investments={investments} />
      {latest.isPending || summary.isPending ? (
        <div className="mt-4 grid gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            Loading payouts…
          </span>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : failed ? (
        <div className="mt-4">
          <LoadError
            title="Payouts could not be loaded"
            error={failed.error}
            onRetry={() => void Promise.all([latest.refetch(), summary.refetch()])}
          />
        </div>
      ) : (
        <PayoutList payouts={latest.data ?? []} summary={summary.data ?? { count: 0, total: '0.00', years: [] }} />
      )}
    </section>
  );
}
