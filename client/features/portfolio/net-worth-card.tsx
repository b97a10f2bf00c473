import { Landmark } from 'lucide-react';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import type { PortfolioSummary } from '@common/schemas/portfolio';
import { Card } from '@/components/ui/card';
import { usePortfolioSummary } from './api';

const usd = (decimal: string) => formatCentsAsUsd(decimalToCents(decimal));

/** The parts net worth adds up (decisions.md, "What an investor has"), then how it came about. */
const PARTS = [
  ['Cash', 'cash'],
  ['In escrow', 'inEscrow'],
  ['Holdings value', 'holdingsValue'],
  ['Reserved for orders', 'reservedForOrders'],
] as const satisfies ReadonlyArray<readonly [string, keyof PortfolioSummary]>;
const HISTORY = [
  ['Payouts received', 'payoutsReceived'],
  ['Realized returns', 'realizedReturns'],
  ['Fees paid', 'feesPaid'],
] as const satisfies ReadonlyArray<readonly [string, keyof PortfolioSummary]>;

function Lines({ lines, summary }: { lines: ReadonlyArray<readonly [string, keyof PortfolioSummary]>; summary: PortfolioSummary }) {
  return (
    <dl className="grid grid-cols-1 gap-1 text-sm">
      {lines.map(([label, key]) => (
        <div key={key} className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium tabular-nums">{usd(summary[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the investor has: cash, pending investments in escrow, holdings at the value a sale pays, and cash held by orders. */
export function NetWorthCard() {
  const summary = usePortfolioSummary();
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="net-worth-heading" className="text-sm font-medium text-muted-foreground">
          Net worth
        </h2>
        <Landmark className="h-5 w-5 shrink-0 text-accent" aria-hidden />
      </div>
      {summary.data ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <div>
            <p className="mt-2 text-2xl font-extrabold tracking-tight break-words" data-testid="net-worth">
              {usd(summary.data.netWorth)}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">Cash, escrow, holdings at today&apos;s value and order reservations</p>
          </div>
          <Lines lines={PARTS} summary={summary.data} />
          <Lines lines={HISTORY} summary={summary.data} />
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{summary.isError ? 'Net worth could not be loaded.' : 'Loading…'}</p>
      )}
    </Card>
  );
}
