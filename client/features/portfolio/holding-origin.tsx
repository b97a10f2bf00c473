import type { InvestmentOrigin } from '@common/rules/campaigns';
import { formatDayUtc } from '@/lib/dates';

/** How and when a holding was bought: what tells two holdings of one project apart (a campaign investment and a market purchase). */
export function holdingOriginText(origin: InvestmentOrigin, investmentDate: string): string {
  return `${origin === 'market' ? 'Bought on the market' : 'Invested in the campaign'} on ${formatDayUtc(investmentDate)}`;
}

/** The holding's origin under its title; `id` lets the holding's article take it into its name. */
export function HoldingOrigin({ id, origin, investmentDate }: { id: string; origin: InvestmentOrigin; investmentDate: string }) {
  return (
    <p id={id} className="text-sm text-muted-foreground">
      {holdingOriginText(origin, investmentDate)}
    </p>
  );
}
