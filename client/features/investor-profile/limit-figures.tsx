import { decimalToCents, formatCentsAsShortUsd } from '@common/money';
import type { InvestorProfile } from '@common/schemas/investor-profile';

/** "$2,500" and what is left, or that an accredited investor has no limit. */
export function LimitFigures({ profile }: { profile: InvestorProfile }) {
  if (profile.limit === null || profile.remaining === null) {
    return <p>As an accredited investor you have no investment limit.</p>;
  }
  return (
    <dl className="grid grid-cols-2 gap-2">
      <div>
        <dt className="text-muted-foreground">Your 12-month limit</dt>
        <dd className="font-bold tabular-nums">{formatCentsAsShortUsd(decimalToCents(profile.limit))}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Left to invest</dt>
        <dd className="font-bold tabular-nums">{formatCentsAsShortUsd(decimalToCents(profile.remaining))}</dd>
      </div>
    </dl>
  );
}
