import { cents, decimalToCents, formatCentsAsUsd, sumCents, type Cents } from '@common/money';
import { ALLOCATION_PREVIEW_COUNT, portfolioTotals, preview } from '@common/rules/portfolio';
import type { Investment } from '@common/schemas/investments';
import { Card } from '@/components/ui/card';
import { holdingOriginText } from './holding-origin';

/**
 * Where the money sits: what is invested (the newest three by name) and, with the balance, the
 * whole portfolio at cost, which says so beside Net worth's value; in cents like the balance beside it.
 */
export function AllocationCard({ balanceCents, investments }: { balanceCents: Cents; investments: Investment[] }) {
  const investedCents = cents(portfolioTotals(investments).investedCents);
  const { shown, more } = preview(investments, ALLOCATION_PREVIEW_COUNT);
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold">Investment Allocation</h2>
      <div className="mt-3 flex items-baseline justify-between gap-3">
        <span className="text-sm text-muted-foreground">Total Invested</span>
        <span className="text-xl font-bold">{formatCentsAsUsd(investedCents)}</span>
      </div>
      {shown.length > 0 ? (
        <ul className="mt-3 space-y-2 text-sm">
          {shown.map((investment) => (
            <li key={investment.id} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 text-muted-foreground">
                <span className="block truncate">{investment.project.title}</span>
                <span className="block truncate text-xs">{holdingOriginText(investment.origin, investment.investmentDate)}</span>
              </span>
              <span className="shrink-0 font-medium">{formatCentsAsUsd(decimalToCents(investment.amount))}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">Nothing invested yet.</p>
      )}
      {more > 0 ? <p className="mt-2 text-sm text-muted-foreground">and {more} more investments</p> : null}
      <div className="mt-4 flex items-baseline justify-between gap-3 border-t border-border pt-4">
        <span className="font-semibold">Total Portfolio</span>
        <span className="text-xl font-extrabold text-accent">{formatCentsAsUsd(sumCents([balanceCents, investedCents]))}</span>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        Your balance plus what your investments cost. Net worth counts them at today&apos;s value.
      </p>
    </Card>
  );
}
