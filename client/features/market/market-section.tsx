import { Link } from 'wouter';
import { ArrowLeftRight, Lock } from 'lucide-react';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import type { MarketView } from '@common/schemas/market';
import { LoadError } from '@/components/load-error';
import { buttonClassName } from '@/components/ui/button';
import { HaltNotice } from '@/features/halts';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth';
import { formatDayUtc } from '@/lib/dates';
import { useMarketView } from './api';
import { DepthChart } from './depth-chart';
import { DepthTable } from './depth-table';
import { OrderTicket } from './order-ticket';
import { RecentTrades } from './recent-trades';

const money = (price: string | null) => (price === null ? '—' : formatCentsAsUsd(decimalToCents(price)));

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function MarketFigures({ market }: { market: MarketView }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        <Figure label="Last price" value={money(market.lastPrice)} testId="market-last-price" />
        <Figure label="Indicative value" value={money(market.indicativePrice)} testId="market-indicative-price" />
        <Figure label="Best bid" value={money(market.bestBid)} testId="market-best-bid" />
        <Figure label="Best ask" value={money(market.bestAsk)} testId="market-best-ask" />
        <Figure label="30-day volume" value={money(market.volume30d)} testId="market-volume" />
      </dl>
      <p className="mt-3 text-sm text-muted-foreground">
        They are different things: the last price is what investors last paid each other for a share here; the indicative value is the
        sandbox’s model value of a share, what Sell on your dashboard pays.
      </p>
    </>
  );
}

function MarketBody({ projectId, market }: { projectId: number; market: MarketView }) {
  const { user } = useCurrentUser();
  return (
    <div className="grid gap-6">
      <MarketFigures market={market} />
      {!market.tradable && market.tradableFrom ? (
        <p className="flex items-start gap-2 text-sm" data-testid="market-tradable-from">
          <Lock className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
          <span>
            Tradable from <span className="font-semibold">{formatDayUtc(market.tradableFrom)}</span>: shares can be resold 12 months after
            they were issued. Buy orders may wait on the book until then.
          </span>
        </p>
      ) : null}
      <DepthChart data={market} />
      <DepthTable bids={market.bids} asks={market.asks} />
      <RecentTrades trades={market.trades} />
      {user ? (
        <OrderTicket projectId={projectId} market={market} />
      ) : (
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Link href="/login" className={buttonClassName('primary', 'md')}>
            Sign in to trade
          </Link>
          Trading needs a free sandbox account.
        </p>
      )}
    </div>
  );
}

/** A funded project's market: its figures, the book as a chart and tables, recent trades and the order ticket. */
export function MarketSection({ projectId }: { projectId: number }) {
  const market = useMarketView(String(projectId));
  return (
    <section
      id="market"
      aria-labelledby="market-heading"
      className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 sm:p-6"
      data-testid="market-section"
    >
      <h2 id="market-heading" className="flex items-center gap-2 text-xl font-bold">
        <ArrowLeftRight className="h-5 w-5 text-accent" aria-hidden />
        Market
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Investors trade this project’s shares with each other here, with limit orders.</p>
      <div className="mt-4">
        <HaltNotice scope="trading" projectId={projectId} />
      </div>
      <div className="mt-5">
        {market.isPending ? (
          <div aria-busy="true" className="grid gap-4">
            <span className="sr-only" role="status">
              Loading the market…
            </span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : market.isError ? (
          <LoadError title="The market could not be loaded" error={market.error} onRetry={() => void market.refetch()} />
        ) : (
          <MarketBody projectId={projectId} market={market.data} />
        )}
      </div>
    </section>
  );
}
