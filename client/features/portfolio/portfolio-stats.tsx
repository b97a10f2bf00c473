import { BarChart3, Briefcase, DollarSign, TrendingUp } from 'lucide-react';
import { cents, formatCentsAsShortUsd } from '@common/money';
import { averageRoiPercent, portfolioTotals } from '@common/rules/portfolio';
import type { Investment } from '@common/schemas/investments';
import { formatCentsAsSignedShortUsd, formatPercent, roiTone, toneOf } from './format';
import { returnsSplit, returnsSplitParts } from './returns-split';
import { StatCard } from './stat-card';

/** The Overview tab's four figures; Total Returns says how much of it is payouts and how much a change in value. */
export function PortfolioStats({ investments }: { investments: Investment[] }) {
  const totals = portfolioTotals(investments);
  const averageRoi = averageRoiPercent(investments);
  const [payoutsPart, changePart] = returnsSplitParts(returnsSplit(investments));
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Value"
        icon={DollarSign}
        value={formatCentsAsShortUsd(cents(totals.valueCents))}
        detail="Invested plus returns"
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
            <p className="mt-0.5">Simulated sandbox performance</p>
          </>
        }
      />
      <StatCard
        label="Avg. Return"
        icon={BarChart3}
        value={formatPercent(averageRoi, { signed: true })}
        valueClassName={roiTone(averageRoi)}
        detail="Returns over the amount invested"
      />
      <StatCard
        label="Active Investments"
        icon={Briefcase}
        value={totals.count}
        detail={totals.count === 1 ? 'project backed' : 'projects backed'}
      />
    </div>
  );
}
