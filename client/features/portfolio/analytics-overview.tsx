import { Gauge, Layers, Percent, Wallet } from 'lucide-react';
import { cents, formatCentsAsShortUsd } from '@common/money';
import {
  AVAILABLE_CATEGORIES,
  averageRoiPercent,
  categoryCount,
  isWellDiversified,
  portfolioTotals,
  riskBand,
  riskScore,
} from '@common/rules/portfolio';
import type { Investment } from '@common/schemas/investments';
import { DistributionCard } from './distribution-card';
import { formatCentsAsSignedShortUsd, formatPercent, roiTone } from './format';
import { RecentActivity } from './recent-activity';
import { RiskBandBadge } from './risk-band-badge';
import { StatCard } from './stat-card';

/** The analytics Overview sub-tab: the four headline figures, the spread over project types and the latest activity. */
export function AnalyticsOverview({ investments }: { investments: Investment[] }) {
  const totals = portfolioTotals(investments);
  const averageRoi = averageRoiPercent(investments);
  const score = riskScore(investments);
  const categories = categoryCount(investments);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Portfolio Value"
          icon={Wallet}
          value={formatCentsAsShortUsd(cents(totals.valueCents))}
          detail={`${formatCentsAsShortUsd(cents(totals.investedCents))} invested, ${formatCentsAsSignedShortUsd(cents(totals.returnsCents))} returns`}
        />
        <StatCard
          label="Average ROI"
          icon={Percent}
          value={formatPercent(averageRoi, { signed: true })}
          valueClassName={roiTone(averageRoi)}
          detail="Returns over the amount invested"
        />
        <StatCard
          label="Risk Score"
          icon={Gauge}
          value={
            <span className="flex flex-wrap items-center gap-2">
              {score}/100 <RiskBandBadge band={riskBand(score)} />
            </span>
          }
          detail="Higher is safer"
        />
        <StatCard
          label="Diversification"
          icon={Layers}
          value={`${categories}/${AVAILABLE_CATEGORIES}`}
          detail={isWellDiversified(categories) ? 'Well diversified across categories' : 'Categories held; spread wider to lower risk'}
        />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DistributionCard investments={investments} />
        <RecentActivity investments={investments} />
      </div>
    </div>
  );
}
