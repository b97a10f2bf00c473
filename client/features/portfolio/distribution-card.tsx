import { cents, formatCentsAsShortUsd } from '@common/money';
import { projectTypeLabels } from '@common/project-types';
import { investmentDistribution } from '@common/rules/portfolio';
import type { Investment } from '@common/schemas/investments';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatPercent } from './format';

/** How the invested money is spread over project types, one bar each. */
export function DistributionCard({ investments }: { investments: Investment[] }) {
  const slices = investmentDistribution(investments);
  return (
    <Card className="p-6">
      <h3 className="text-lg font-bold">Investment Distribution</h3>
      {slices.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">Your spread over project types appears after your first investment.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4">
          {slices.map((slice) => {
            const label = projectTypeLabels[slice.type];
            return (
              <li key={slice.type}>
                <div className="mb-1.5 flex flex-wrap justify-between gap-x-3 text-sm">
                  <span className="font-medium">{label}</span>
                  <span className="text-muted-foreground">
                    {formatCentsAsShortUsd(cents(slice.investedCents))} · {formatPercent(slice.percent)}
                  </span>
                </div>
                <Progress value={slice.percent} label={`${label}: ${formatPercent(slice.percent)} of invested`} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
