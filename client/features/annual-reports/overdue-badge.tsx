import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { useCreatorOverdueReports, useProjectAnnualReports } from './api';

export const OVERDUE_TEXT = 'Annual report overdue';

function OverdueNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-destructive/60 bg-destructive/10 px-4 py-3 text-sm"
    >
      <AlertTriangle className="h-4 w-4 shrink-0 text-[#fca5a5]" aria-hidden />
      <Badge tone="danger">{OVERDUE_TEXT}</Badge>
      <span className="min-w-0 text-muted-foreground">{children}</span>
    </div>
  );
}

/** On the project page while a report is overdue: which year, and when it was due. */
export function ProjectOverdueBadge({ projectId, className }: { projectId: string; className?: string }) {
  const reports = useProjectAnnualReports(projectId);
  const overdue = reports.data?.overdue ?? [];
  if (overdue.length === 0) return null;
  return (
    <div className={className}>
      <OverdueNotice>
        The creator has not filed the annual report for{' '}
        {overdue.map((entry) => `${entry.year} (due ${formatDate(entry.dueDate)})`).join(', ')}.
      </OverdueNotice>
    </div>
  );
}

/** On the creator's profile while any of their reports is overdue. */
export function CreatorOverdueBadge({ creatorId, className }: { creatorId: string; className?: string }) {
  const reports = useCreatorOverdueReports(creatorId);
  const overdue = reports.data?.overdue ?? [];
  if (overdue.length === 0) return null;
  return (
    <div className={className}>
      <OverdueNotice>
        Not filed: {overdue.map((entry) => `${entry.projectTitle}, ${entry.year} (due ${formatDate(entry.dueDate)})`).join('; ')}.
      </OverdueNotice>
    </div>
  );
}
