import { Link } from 'wouter';
import { TriangleAlert } from 'lucide-react';
import { decimalToCents, formatCentsAsShortUsd, type Cents } from '@common/money';
import { LOSS_WARNING_PERCENT, lossShareOfNetWorthPercent } from '@common/rules/investment-limits';
import { LimitFigures, useInvestorProfile } from '@/features/investor-profile';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Signed in, under the invest form's figures: the 12-month limit and what is left, a link to the
 * investor profile, and what this amount would be as a share of declared net worth if the project
 * failed, with a warning above 10% (decisions.md, Investment limits).
 */
export function InvestorLimit({ amountCents }: { amountCents: Cents }) {
  const profile = useInvestorProfile(true);
  if (!profile.data) return null;
  const netWorthCents = profile.data.netWorth === null ? null : decimalToCents(profile.data.netWorth);
  const share = amountCents > 0 ? lossShareOfNetWorthPercent(amountCents, netWorthCents) : null;
  return (
    <div className="grid gap-2 rounded-xl border border-border p-4 text-sm" data-testid="investor-limit" aria-live="polite">
      <LimitFigures profile={profile.data} />
      {share === null ? null : share > LOSS_WARNING_PERCENT ? (
        <p className="flex items-start gap-2 font-medium text-destructive">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            If this project failed you could lose {formatCentsAsShortUsd(amountCents)}, {percent.format(share)}% of your declared net worth:
            more than {LOSS_WARNING_PERCENT}%.
          </span>
        </p>
      ) : (
        <p className="text-muted-foreground">
          If this project failed you could lose {formatCentsAsShortUsd(amountCents)}, {percent.format(share)}% of your declared net worth.
        </p>
      )}
      <Link href="/account#investor-profile-heading" className="py-0.5 font-medium text-foreground underline underline-offset-4">
        {profile.data.declared ? 'Your investor profile' : 'Declare your income and net worth'}
      </Link>
    </div>
  );
}
