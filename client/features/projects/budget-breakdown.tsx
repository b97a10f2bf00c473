import { PieChart } from 'lucide-react';
import { decimalToCents, formatCentsAsShortUsd } from '@common/money';
import { budgetItemLabel, compareBudgetKeys } from '@common/project-types';
import type { Project } from '@common/schemas/projects';
import { DetailSection } from '@/components/detail-section';

/** Each key of budget.breakdown with its amount and its share of the total. */
export function BudgetBreakdown({ budget }: { budget: Project['budget'] }) {
  const totalCents = decimalToCents(budget.totalBudget);
  // The database does not keep the keys' order.
  const items = Object.entries(budget.breakdown).sort(([a], [b]) => compareBudgetKeys(a, b));
  return (
    <DetailSection title="Budget Breakdown" icon={PieChart}>
      <p className="text-sm text-muted-foreground">
        Total budget <span className="font-bold text-foreground">{formatCentsAsShortUsd(totalCents)}</span>
      </p>
      <ul className="mt-5 space-y-4">
        {items.map(([key, amount]) => {
          const amountCents = decimalToCents(amount);
          const share = totalCents > 0 ? (amountCents / totalCents) * 100 : 0;
          return (
            <li key={key}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium">{budgetItemLabel(key)}</span>
                <span className="tabular-nums">
                  {formatCentsAsShortUsd(amountCents)} <span className="text-muted-foreground">({share.toFixed(0)}%)</span>
                </span>
              </div>
              <div aria-hidden className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, share)}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
