import { Link } from 'wouter';
import { Lock } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { formatDayUtc } from '@/lib/dates';
import type { CampaignState } from './campaign-state';

type ClosedState = Exclude<CampaignState, { kind: 'open' }>;

function reason(state: ClosedState): string {
  const on = state.kind === 'closing' || !state.closedAt ? null : formatDayUtc(state.closedAt);
  switch (state.kind) {
    case 'funded':
      return `This campaign reached its goal and closed${on ? ` on ${on}` : ''}, so it no longer takes investments. The investors’ shares have been issued.`;
    case 'failed':
      return `This campaign closed${on ? ` on ${on}` : ''} without reaching its goal, so it no longer takes investments. Every investor was refunded in full.`;
    case 'suspended':
      return `The platform suspended this campaign${on ? ` on ${on}` : ''}: ${state.reason} Every pending investment was refunded in full.`;
    case 'closing':
      return 'This campaign’s end date has passed, so it no longer takes investments.';
  }
}

/** In place of the 'Make Investment' card once the campaign is over: that it is closed, and why. */
export function ClosedCampaignCard({ state, id }: { state: ClosedState; id: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-bold">
        <Lock className="h-5 w-5 text-accent" aria-hidden />
        Campaign Closed
      </h2>
      <p className="mt-3 text-sm">{reason(state)}</p>
      <Link href="/explore" className={buttonClassName('outline', 'md', 'mt-5 w-full')}>
        Explore Open Projects
      </Link>
    </section>
  );
}
