import { HandCoins } from 'lucide-react';
import type { Project } from '@common/schemas/projects';
import { cn } from '@/lib/cn';
import { creatorPaidTotal, creatorPaidTotalText, paidToInvestorsText } from './payout-rules';

/** "Paid to investors: $X over N quarters" once the project has paid a quarter; nothing before. */
export function PaidToInvestors({ project, className }: { project: Pick<Project, 'paidToInvestors' | 'payoutCount'>; className?: string }) {
  const text = paidToInvestorsText(project);
  if (!text) return null;
  return (
    <p className={cn('flex items-start gap-2 text-sm font-semibold', className)}>
      <HandCoins className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
      <span>{text}</span>
    </p>
  );
}

/** What all of a creator's projects have paid their investors, when any has. */
export function CreatorPaidTotal({
  projects,
  className,
}: {
  projects: ReadonlyArray<Pick<Project, 'paidToInvestors' | 'payoutCount'>>;
  className?: string;
}) {
  const total = creatorPaidTotal(projects);
  if (!total) return null;
  return (
    <p className={cn('flex items-start gap-2 text-base font-semibold', className)}>
      <HandCoins className="mt-1 h-4 w-4 shrink-0 text-accent" aria-hidden />
      <span>{creatorPaidTotalText(total)}</span>
    </p>
  );
}
