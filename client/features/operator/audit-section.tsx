import { useState, type FormEvent } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { useViewerTimeZone } from '@/lib/use-hydrated';
import { useAudit } from './api';

const shown = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Every staff write and support view, newest first, filtered by staff member and target. */
export function AuditSection() {
  const timeZone = useViewerTimeZone();
  const [staffId, setStaffId] = useState('');
  const [target, setTarget] = useState('');
  const [filters, setFilters] = useState(new URLSearchParams());
  const audit = useAudit(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (staffId.trim()) next.set('staffId', staffId.trim());
    if (target.trim()) next.set('target', target.trim());
    setFilters(next);
  };
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={apply} aria-label="Filter the audit log" className="flex flex-wrap items-end gap-3">
        <Field label="Staff id" inputMode="numeric" value={staffId} onChange={(event) => setStaffId(event.target.value)} />
        <Field label="Target (e.g. post:12, user:7)" value={target} onChange={(event) => setTarget(event.target.value)} />
        <Button type="submit">Filter</Button>
      </form>
      {audit.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : audit.isError ? (
        <LoadError title="The audit log could not be loaded" error={audit.error} onRetry={() => void audit.refetch()} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No entries.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit log, newest first</caption>
            <thead>
              <tr className="text-muted-foreground">
                <th scope="col" className="py-2 pr-3">
                  When
                </th>
                <th scope="col" className="py-2 pr-3">
                  Staff
                </th>
                <th scope="col" className="py-2 pr-3">
                  Action
                </th>
                <th scope="col" className="py-2 pr-3">
                  Target
                </th>
                <th scope="col" className="py-2 pr-3">
                  Reason
                </th>
                <th scope="col" className="py-2">
                  Before → after
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-border align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(entry.at, timeZone)}</td>
                  <td className="py-2 pr-3">
                    {entry.staffId === 0 ? 'shell' : `#${entry.staffId}`} {entry.roles.length ? `(${entry.roles.join(', ')})` : ''}
                  </td>
                  <td className="py-2 pr-3">{entry.action}</td>
                  <td className="py-2 pr-3">{entry.target}</td>
                  <td className="py-2 pr-3 [overflow-wrap:anywhere]">{entry.reason ?? ''}</td>
                  <td className="py-2 font-mono text-xs [overflow-wrap:anywhere]">
                    {entry.before === null && entry.after === null ? '' : `${shown(entry.before)} → ${shown(entry.after)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit.hasNextPage ? (
        <Button variant="outline" className="justify-self-start" onClick={() => void audit.fetchNextPage()}>
          Show older entries
        </Button>
      ) : null}
    </div>
  );
}
