import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'wouter';
import { STAFF_FORBIDDEN, STAFF_NEEDS_TWO_FACTOR, type StaffPermission } from '@common/rules/staff';
import type { StaffMe } from '@common/schemas/staff';
import { LoadError } from '@/components/load-error';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useStaffMe } from './api';
import { AuditSection } from './audit-section';
import { HaltsSection } from './halts-section';
import { LedgerSection } from './ledger-section';
import { ModerationSection } from './moderation-section';
import { StaffSection } from './staff-section';
import { SupportSection } from './support-section';
import { SuspensionsSection } from './suspensions-section';

interface ConsoleSection {
  id: string;
  label: string;
  /** The section shows only to staff whose roles grant this. */
  permission: StaffPermission;
  render: (context: { userId: number; permissions: readonly StaffPermission[] }) => ReactNode;
}

const sections: ConsoleSection[] = [
  {
    id: 'moderation',
    label: 'Moderation',
    permission: 'moderate_posts',
    render: ({ userId }) => <ModerationSection moderatorId={userId} />,
  },
  { id: 'support', label: 'Support', permission: 'view_accounts', render: () => <SupportSection /> },
  {
    id: 'ledger',
    label: 'Ledger',
    permission: 'view_ledger',
    render: ({ permissions }) => <LedgerSection canRunCheck={permissions.includes('run_ledger_check')} />,
  },
  { id: 'halts', label: 'Halts', permission: 'halt', render: () => <HaltsSection /> },
  {
    id: 'suspensions',
    label: 'Suspensions',
    permission: 'suspend_campaigns',
    render: ({ userId }) => <SuspensionsSection userId={userId} />,
  },
  { id: 'staff', label: 'Staff', permission: 'grant_roles', render: () => <StaffSection /> },
  { id: 'audit', label: 'Audit', permission: 'read_audit_log', render: () => <AuditSection /> },
];

/** The sections the staff account's permissions open, in the console's order. */
export const sectionsFor = (me: StaffMe) => sections.filter((section) => me.permissions.includes(section.permission));

function Sections({ me, userId }: { me: StaffMe; userId: number }) {
  const [params] = useSearchParams();
  const open = sectionsFor(me);
  const current = open.find((section) => section.id === params.get('section')) ?? open[0];
  if (!current) return <p className="text-sm">Your roles open no section of the console yet.</p>;
  return (
    <div className="grid gap-6">
      <nav aria-label="Console sections">
        <ul className="flex flex-wrap gap-2">
          {open.map((section) => (
            <li key={section.id}>
              <Link
                href={`/operator?section=${section.id}`}
                aria-current={section === current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-9 items-center rounded-lg border border-border px-3 text-sm font-semibold',
                  section === current ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="console-section-heading" className="grid gap-4">
        <h2 id="console-section-heading" className="text-2xl font-bold">
          {current.label}
        </h2>
        {current.render({ userId, permissions: me.permissions })}
      </section>
    </div>
  );
}

/** /operator: staff only, two-factor first, then the sections the account's roles open. */
export function OperatorConsole() {
  const { user } = useCurrentUser();
  const me = useStaffMe(Boolean(user));
  if (me.isPending) return <Skeleton className="h-40 w-full" />;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 403) {
      return (
        <Card className="p-6">
          <p>{STAFF_FORBIDDEN}</p>
        </Card>
      );
    }
    return <LoadError title="The console could not be loaded" error={me.error} onRetry={() => void me.refetch()} />;
  }
  if (!me.data.enrolled) {
    return (
      <Card className="grid gap-3 p-6">
        <p>{STAFF_NEEDS_TWO_FACTOR}</p>
        <Link href="/operator/2fa" className="font-medium underline decoration-accent underline-offset-4">
          Set up two-factor sign-in
        </Link>
      </Card>
    );
  }
  return <Sections me={me.data} userId={user?.id ?? 0} />;
}
