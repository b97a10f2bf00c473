import type { LucideIcon } from 'lucide-react';
import { decimalToCents, formatCentsAsShortUsd } from '@common/money';
import { holdingRoiPercent } from '@common/rules/portfolio';
import type { Investment } from '@common/schemas/investments';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCentsAsSignedShortUsd, formatPercent, roiTone, toneOf } from './format';
import { HoldingOrigin } from './holding-origin';
import { formatRate } from './returns-figures';

interface PerformerCardProps {
  title: string;
  icon: LucideIcon;
  iconClassName: string;
  investment: Investment | null;
  /** The holding's money-weighted return over the timeframe, as the API sends it, which the cards rank by. */
  moneyWeighted: string | null;
  /** Whether `moneyWeighted` is per year (the holding's own: held 365 days of the timeframe or more). */
  annualised: boolean;
  /** What the card says when it names no holding. */
  emptyText?: string;
}

/** Best Performer or Needs Attention: which project, what went in, what it made, the ROI and the money-weighted return it is ranked by. */
export function PerformerCard({
  title,
  icon: Icon,
  iconClassName,
  investment,
  moneyWeighted,
  annualised,
  emptyText = 'Appears after your first investment.',
}: PerformerCardProps) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <Card className="p-6">
      <section aria-labelledby={headingId}>
        <div className="flex items-center gap-2">
          <Icon className={cn('h-5 w-5', iconClassName)} aria-hidden />
          <h3 id={headingId} className="text-lg font-bold">
            {title}
          </h3>
        </div>
        {investment ? (
          <PerformerFigures investment={investment} moneyWeighted={moneyWeighted} annualised={annualised} idPrefix={headingId} />
        ) : (
          <p className="mt-3 text-sm text-muted-foreground">{emptyText}</p>
        )}
      </section>
    </Card>
  );
}

function PerformerFigures({
  investment,
  moneyWeighted,
  annualised,
  idPrefix,
}: {
  investment: Investment;
  moneyWeighted: string | null;
  annualised: boolean;
  idPrefix: string;
}) {
  const returnsCents = decimalToCents(investment.returns);
  const roi = holdingRoiPercent(investment);
  return (
    <>
      <p className="mt-3 font-semibold break-words">{investment.project.title}</p>
      <HoldingOrigin id={`${idPrefix}-origin`} origin={investment.origin} investmentDate={investment.investmentDate} />
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Invested</dt>
          <dd className="mt-0.5 font-bold">{formatCentsAsShortUsd(decimalToCents(investment.amount))}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Returns</dt>
          <dd className={cn('mt-0.5 font-bold', toneOf(returnsCents))}>{formatCentsAsSignedShortUsd(returnsCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">ROI</dt>
          <dd className={cn('mt-0.5 font-bold', roiTone(roi))}>{formatPercent(roi, { signed: true })}</dd>
        </div>
        {moneyWeighted === null ? null : (
          <div>
            <dt className="text-muted-foreground">Money-weighted{annualised ? ' (a year)' : ''}</dt>
            <dd className={cn('mt-0.5 font-bold', toneOf(Number(moneyWeighted)))}>{formatRate(moneyWeighted)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
