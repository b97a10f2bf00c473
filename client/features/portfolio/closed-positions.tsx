import { Link } from 'wouter';
import { History } from 'lucide-react';
import { decimalToCents, formatCentsAsShortUsd } from '@common/money';
import type { ClosedInvestment } from '@common/schemas/investments';
import { LoadError } from '@/components/load-error';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { useInvestmentHistory } from './api';
import { formatCentsAsSignedShortUsd, toneOf } from './format';
import { useViewerTimeZone } from '@/lib/use-hydrated';

const outcomes: Record<ClosedInvestment['status'], { label: string; tone: BadgeTone }> = {
  sold: { label: 'Sold', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'warning' },
  refunded: { label: 'Refunded', tone: 'danger' },
};

/** Shares of a holding still held, sold on the market: the rest of the holding is still in the portfolio. */
const partialSale = { label: 'Partly sold on the market', tone: 'neutral' } as const;

const positionKey = (position: ClosedInvestment) => `${position.id}-${position.partialSale ? position.closedAt : 'closed'}`;

function ClosedPosition({ position }: { position: ClosedInvestment }) {
  const titleId = `closed-${positionKey(position)}-title`;
  const timeZone = useViewerTimeZone();
  const outcome = position.partialSale ? partialSale : outcomes[position.status];
  const realized = decimalToCents(position.realizedReturns);
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-2xl border border-border bg-card p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={titleId} className="font-bold break-words">
              <Link href={`/tour/${position.project.id}`} className="underline decoration-accent underline-offset-4">
                {position.project.title}
              </Link>
            </h3>
            <p className="text-sm text-muted-foreground">by {position.project.creator.name}</p>
          </div>
          <Badge tone={outcome.tone}>{outcome.label}</Badge>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Closed</dt>
            <dd className="mt-0.5 font-semibold">{formatDate(position.closedAt, timeZone)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="mt-0.5 font-semibold">{formatCentsAsShortUsd(decimalToCents(position.amount))}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Proceeds</dt>
            <dd className="mt-0.5 font-semibold">{formatCentsAsShortUsd(decimalToCents(position.proceeds))}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Realized returns</dt>
            <dd className={`mt-0.5 font-semibold ${toneOf(realized)}`}>{formatCentsAsSignedShortUsd(realized)}</dd>
          </div>
        </dl>
      </article>
    </li>
  );
}

/** 'History': positions that are over (sold, cancelled, or refunded when a campaign failed), with what they paid back. */
export function ClosedPositions() {
  const history = useInvestmentHistory();
  return (
    <section id="investment-history" aria-labelledby="investment-history-heading" className="scroll-mt-24">
      <h2 id="investment-history-heading" className="text-2xl font-bold tracking-tight">
        History
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Closed positions: sold, cancelled, or refunded when a campaign failed.</p>
      {history.isPending ? (
        <div className="mt-4 grid gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            Loading history…
          </span>
          <Skeleton className="h-32 w-full" />
        </div>
      ) : history.isError ? (
        <div className="mt-4">
          <LoadError title="History could not be loaded" error={history.error} onRetry={() => void history.refetch()} />
        </div>
      ) : history.data.length === 0 ? (
        <Card className="mt-4 flex items-center gap-3 p-5 text-sm text-muted-foreground">
          <History className="h-5 w-5 shrink-0 text-accent" aria-hidden />
          No closed positions yet. Investments you sell or cancel, and refunds from campaigns that fail, appear here.
        </Card>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4">
          {history.data.map((position) => (
            <ClosedPosition key={positionKey(position)} position={position} />
          ))}
        </ul>
      )}
    </section>
  );
}
