import { CircleCheck, Hourglass, OctagonPause, RotateCcw, ShieldCheck } from 'lucide-react';
import { CANCEL_WINDOW_MESSAGE } from '@common/rules/campaigns';
import { cn } from '@/lib/cn';
import { formatDayUtc, formatMomentUtc } from '@/lib/dates';
import type { CampaignState } from './campaign-state';

const closedOn = (closedAt: string | null) => (closedAt ? formatDayUtc(closedAt) : 'its end date');

/** What the campaign's state means for an investor's money: escrow and the cancel deadline, or how it closed. */
export function CampaignStatus({ state, className }: { state: CampaignState; className?: string }) {
  const box = cn('rounded-xl border p-4 text-sm', className);
  switch (state.kind) {
    case 'open':
      return (
        <div className={cn(box, 'border-success/40 bg-success/10')} data-testid="campaign-status">
          <h3 className="flex items-center gap-2 font-bold">
            <ShieldCheck className="h-4 w-4 text-success" aria-hidden />
            Campaign active
          </h3>
          <p className="mt-2">
            Investments are held in escrow until the goal is reached. If the campaign closes without reaching it, every investor is refunded
            in full, fee included.
          </p>
          <dl className="mt-3 grid gap-2 sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Campaign closes</dt>
              <dd className="font-semibold">{formatMomentUtc(state.closesAt)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Cancel for a full refund until</dt>
              <dd className="font-semibold">{formatMomentUtc(state.cancellableUntil)}</dd>
            </div>
          </dl>
          <p className="mt-2 text-muted-foreground">
            {state.canCancel ? 'Investments can be cancelled until 48 hours before the campaign closes.' : CANCEL_WINDOW_MESSAGE}
          </p>
        </div>
      );
    case 'closing':
      return (
        <div className={cn(box, 'border-accent/50 bg-accent/10')} data-testid="campaign-status">
          <h3 className="flex items-center gap-2 font-bold">
            <Hourglass className="h-4 w-4 text-accent" aria-hidden />
            Campaign ended
          </h3>
          <p className="mt-2">The campaign’s end date has passed and it is being closed: it takes no more investments.</p>
        </div>
      );
    case 'funded':
      return (
        <div className={cn(box, 'border-primary/50 bg-primary/10')} data-testid="campaign-status">
          <h3 className="flex items-center gap-2 font-bold">
            <CircleCheck className="h-4 w-4 text-[#ddd6fe]" aria-hidden />
            Campaign funded
          </h3>
          <p className="mt-2">
            Funded on {closedOn(state.closedAt)}. The goal was reached: the money held in escrow went to the creator and the investors’
            shares were issued.
          </p>
        </div>
      );
    case 'suspended':
      return (
        <div className={cn(box, 'border-accent/50 bg-accent/10')} data-testid="campaign-status">
          <h3 className="flex items-center gap-2 font-bold">
            <OctagonPause className="h-4 w-4 text-accent" aria-hidden />
            Campaign suspended
          </h3>
          <p className="mt-2">
            Suspended by the platform on {closedOn(state.closedAt)}: {state.reason} Every pending investment was refunded in full, fee
            included.
          </p>
        </div>
      );
    case 'failed':
      return (
        <div className={cn(box, 'border-border bg-muted/60')} data-testid="campaign-status">
          <h3 className="flex items-center gap-2 font-bold">
            <RotateCcw className="h-4 w-4 text-muted-foreground" aria-hidden />
            Campaign failed
          </h3>
          <p className="mt-2">
            Closed on {closedOn(state.closedAt)} without reaching its goal: every investor was refunded in full, fee included.
          </p>
        </div>
      );
  }
}
