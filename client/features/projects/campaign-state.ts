import { campaignClosesAt, cancellableUntil } from '@common/rules/campaigns';
import { hasEnded } from '@common/rules/days-left';
import type { Project } from '@common/schemas/projects';

/**
 * Where a project's campaign stands at the sandbox clock's `now` (decisions.md, Campaigns and
 * escrow): raising money, past its end but not yet closed by the server, or closed as funded
 * or failed.
 */
export type CampaignState =
  | {
      kind: 'open';
      closesAt: Date;
      cancellableUntil: Date;
      /** False in the last 48 hours before the close, when investments can no longer be cancelled. */
      canCancel: boolean;
    }
  | { kind: 'closing' }
  | { kind: 'funded'; closedAt: string | null }
  | { kind: 'failed'; closedAt: string | null };

export function campaignState(project: Pick<Project, 'status' | 'closedAt' | 'timeline'>, now: Date): CampaignState {
  if (project.status === 'funded') return { kind: 'funded', closedAt: project.closedAt };
  if (project.status === 'failed') return { kind: 'failed', closedAt: project.closedAt };
  const { endDate } = project.timeline;
  if (hasEnded(endDate, now)) return { kind: 'closing' };
  const until = cancellableUntil(endDate);
  return { kind: 'open', closesAt: campaignClosesAt(endDate), cancellableUntil: until, canCancel: now < until };
}

/** Whether the project still takes investments. */
export function takesInvestments(state: CampaignState): boolean {
  return state.kind === 'open';
}
