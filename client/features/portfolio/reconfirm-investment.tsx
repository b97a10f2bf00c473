import { RefreshCw } from 'lucide-react';
import type { Investment } from '@common/schemas/investments';
import { Button } from '@/components/ui/button';
import { formatMomentUtc } from '@/lib/dates';
import { useReconfirmInvestment } from './api';

/**
 * After a material change to its campaign: until when the investment must be reconfirmed, or it
 * is cancelled with a full refund (decision 0035), and the button that keeps it. Once reconfirmed
 * this goes away, button and all: `onReconfirmed` moves focus to what stays, so it does not fall to the page.
 */
export function ReconfirmInvestment({
  investment,
  reconfirmBy,
  onReconfirmed,
}: {
  investment: Investment;
  reconfirmBy: string;
  onReconfirmed: () => void;
}) {
  const reconfirm = useReconfirmInvestment();
  // Not disabled while saving, so keyboard focus stays on the button if it fails; a second press waits.
  const keep = () => {
    if (reconfirm.isPending) return;
    // The promise settles even once this is gone; the failure is already told in a toast.
    reconfirm.mutateAsync(investment.id).then(onReconfirmed, () => undefined);
  };
  return (
    <div className="mt-3 @container">
      <div className="flex flex-col gap-3 rounded-xl border border-accent/50 bg-accent/10 p-4 text-sm @lg:flex-row @lg:items-center @lg:justify-between">
        <p className="flex items-start gap-2">
          <RefreshCw className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
          <span>
            The campaign changed. Reconfirm by <span className="font-semibold">{formatMomentUtc(reconfirmBy)}</span> or your investment is
            cancelled with a full refund.{' '}
            <a href={`/tour/${investment.projectId}#campaign-changes`} className="underline underline-offset-4">
              See what changed
            </a>
          </span>
        </p>
        <Button onClick={keep}>
          {reconfirm.isPending ? 'Reconfirming...' : 'Reconfirm'}
          <span className="sr-only">: {investment.project.title}</span>
        </Button>
      </div>
    </div>
  );
}
