import { useRef } from 'react';
import { Link } from 'wouter';
import { CalendarDays, Clock } from 'lucide-react';
import { CANCEL_WINDOW_MESSAGE } from '@common/rules/campaigns';
import { decimalToCents, formatCentsAsShortUsd } from '@common/money';
import { projectTypeLabels } from '@common/project-types';
import { fundingProgress } from '@common/rules/progress';
import type { Investment } from '@common/schemas/investments';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useSandboxNow } from '@/features/sandbox';
import { formatDate, formatMomentUtc } from '@/lib/dates';
import { formatCentsAsSignedShortUsd, formatPercent, toneOf } from './format';
import { HoldingBandToggle } from './holding-band-toggle';
import { HoldingOrigin } from './holding-origin';
import { ReconfirmInvestment } from './reconfirm-investment';
import { SellInvestment } from './sell-investment';

/** "In escrow" until the campaign is funded, then "Active" (shares issued). */
function PositionBadge({ investment }: { investment: Investment }) {
  return investment.status === 'pending' ? <Badge tone="warning">In escrow</Badge> : <Badge tone="success">Active</Badge>;
}

/** Until when a pending investment can be cancelled (sandbox clock), or that it no longer can. */
function CancelDeadline({ until, locked }: { until: string; locked: boolean }) {
  return (
    <p className="mt-3 flex items-start gap-2 text-sm text-muted-foreground">
      <Clock className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
      {!locked ? (
        <span>
          Cancellable for a full refund until <span className="font-semibold text-foreground">{formatMomentUtc(until)}</span>
        </span>
      ) : (
        <span>{CANCEL_WINDOW_MESSAGE}</span>
      )}
    </p>
  );
}

/** One holding in 'Your Investments': what was bought, how the project is doing, and what can be done with it. */
export function InvestmentRow({ investment }: { investment: Investment }) {
  const { project } = investment;
  const now = useSandboxNow();
  const cancelUntil = investment.status === 'pending' ? investment.cancellableUntil : null;
  const lockedInEscrow = cancelUntil !== null && now.getTime() >= Date.parse(cancelUntil);
  const funded = fundingProgress(project.raisedAmount, project.fundingGoal);
  const returnsCents = decimalToCents(investment.returns);
  const titleId = `investment-${investment.id}-title`;
  const originId = `investment-${investment.id}-origin`;
  // Where focus goes once Reconfirm is done and its button gone: the holding's own title.
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <li>
      <article aria-labelledby={`${titleId} ${originId}`} className="rounded-2xl border border-border bg-card p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 ref={title} id={titleId} tabIndex={-1} className="text-lg font-bold break-words">
              {project.title}
            </h3>
            <p className="text-sm text-muted-foreground">by {project.creator.name}</p>
            <HoldingOrigin id={originId} origin={investment.origin} investmentDate={investment.investmentDate} />
          </div>
          <div className="flex flex-wrap gap-2">
            <PositionBadge investment={investment} />
            <Badge tone="accent">{projectTypeLabels[project.type]}</Badge>
          </div>
        </div>
        {cancelUntil ? <CancelDeadline until={cancelUntil} locked={lockedInEscrow} /> : null}
        {investment.reconfirmBy ? (
          <ReconfirmInvestment investment={investment} reconfirmBy={investment.reconfirmBy} onReconfirmed={() => title.current?.focus()} />
        ) : null}

        <dl className="mt-5 grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="mt-0.5 text-base font-bold">{formatCentsAsShortUsd(decimalToCents(investment.amount))}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Shares</dt>
            <dd className="mt-0.5 text-base font-bold">{investment.shares.toLocaleString('en-US')} shares</dd>
            {investment.reservedShares > 0 ? (
              <dd className="mt-0.5 text-xs text-muted-foreground" data-testid="reserved-shares">
                <a href="#my-orders" className="underline decoration-accent underline-offset-4">
                  {investment.reservedShares.toLocaleString('en-US')} reserved for sale
                </a>
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-muted-foreground">Returns</dt>
            <dd className={`mt-0.5 text-base font-bold ${toneOf(returnsCents)}`}>{formatCentsAsSignedShortUsd(returnsCents)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Current value</dt>
            <dd className="mt-0.5 text-base font-bold">{formatCentsAsShortUsd(decimalToCents(investment.currentValue))}</dd>
          </div>
        </dl>

        <div className="mt-5">
          <div className="mb-1.5 flex justify-between gap-3 text-sm">
            <span className="text-muted-foreground">Project funding</span>
            <span className="font-semibold">{formatPercent(funded)} funded</span>
          </div>
          <Progress value={funded} label={`${project.title}: ${formatPercent(funded)} funded`} />
        </div>

        <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
            <span>
              <span className="sr-only">Timeline: </span>
              {formatDate(project.timeline.startDate)} – {formatDate(project.timeline.endDate)}
            </span>
          </p>
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <SellInvestment investment={investment} locked={lockedInEscrow} />
            <Link href={`/tour/${project.id}`} className={buttonClassName('primary', 'md')}>
              View Project<span className="sr-only">: {project.title}</span>
            </Link>
          </div>
        </div>
        <HoldingBandToggle investmentId={investment.id} title={project.title} />
      </article>
    </li>
  );
}
