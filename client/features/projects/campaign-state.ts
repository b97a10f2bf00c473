import { campaignClosesAt, cancellableUntil } from '@common/rules/campaigns';
import { hasEnded } from '@common/rules/days-left';
import type { Project } from '@common/schemas/projects';

/**
 * Where a project's campaign stands at the sandbox clock's `now` (decisions.md, Campaigns and
 * escrow): raising money, past its end but not yet closed by the server, closed as funded
 * or failed, or suspended by the platform with its reason.
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
  | { kind: 'failed'; closedAt: string | null }
  | { kind: 'suspended'; closedAt: string | null; reason: string };

export function campaignState(project: Pick<Project, 'status' | 'closedAt' | 'suspensionReason' | 'timeline'>, now: Date): CampaignState {
  if (project.status === 'funded') return { kind: 'funded', closedAt: project.closedAt };
  if (project.status === 'failed') return { kind: 'failed', closedAt: project.closedAt };
  if (project.status === 'suspended')
    return { kind: 'suspended', closedAt: project.closedAt, reason: project.suspensionReason ?? 'No reason was given.' };
  const { endDate } = project.timeline;
  if (hasEnded(endDate, now)) return { kind: 'closing' };
  const until = cancellableUntil(endDate);
  return { kind: 'open', closesAt: campaignClosesAt(endDate), cancellableUntil: until, canCancel: now < until };
}

/** Whether the project still takes investments. */
export function takesInvestments(state: CampaignState): boolean {
  return state.kind === 'open';
}
