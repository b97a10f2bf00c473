import { BarChart3, Briefcase, DollarSign, TrendingUp } from 'lucide-react';
import { cents, formatCentsAsShortUsd } from '@common/money';
import { averageRoiPercent, portfolioTotals } from '@common/rules/portfolio';
import type { Investment } from '@common/schemas/investments';
import { formatCentsAsSignedShortUsd, formatPercent, roiTone, toneOf } from './format';
import { returnsSplit, returnsSplitParts } from './returns-split';
import { StatCard } from './stat-card';

/**
 * The Overview tab's four figures, each with a line saying what it counts; Total Returns says how
 * much of it is payouts and how much a change in value. Active Investments counts funded
 * holdings; investments waiting in escrow are counted under their own label.
 */
export function PortfolioStats({ investments }: { investments: Investment[] }) {
  const totals = portfolioTotals(investments);
  const active = investments.filter((investment) => investment.status === 'active').length;
  const pending = investments.length - active;
  const averageRoi = averageRoiPercent(investments);
  const [payoutsPart, changePart] = returnsSplitParts(returnsSplit(investments));
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Value"
        icon={DollarSign}
        value={formatCentsAsShortUsd(cents(totals.valueCents))}
        detail="Holdings at today's value and pending investments at cost, plus the payouts they paid"
      />
      <StatCard
        label="Total Returns"
        icon={TrendingUp}
        value={formatCentsAsSignedShortUsd(cents(totals.returnsCents))}
        valueClassName={toneOf(totals.returnsCents)}
        detail={
          <>
            {/* Each half stays whole, so a narrow card breaks the line at the dot. */}
            <p data-testid="returns-split">
              <span className="whitespace-nowrap">{payoutsPart}</span> · <span className="whitespace-nowrap">{changePart}</span>
            </p>
            <p className="mt-0.5">Payouts plus change in value of the investments below</p>
          </>
        }
      />
      <StatCard
        label="Avg. Return"
        icon={BarChart3}
        value={formatPercent(averageRoi, { signed: true })}
        valueClassName={roiTone(averageRoi)}
        detail="Total returns over the amount invested in them"
      />
      <StatCard
        label="Active Investments"
        icon={Briefcase}
        value={active}
        detail={
          <>
            <p>{active === 1 ? 'Funded holding' : 'Funded holdings'}</p>
            {pending > 0 ? <p data-testid="pending-investments">{pending} pending in escrow</p> : null}
          </>
        }
      />
    </div>
  );
}
