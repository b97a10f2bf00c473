import { lazy, Suspense } from 'react';
import type { Project } from '@common/schemas/projects';
import { Skeleton } from '@/components/ui/skeleton';

// Only funded projects owe annual reports: their section stays out of the chunk of a project
// page still raising money (the page budgets of e2e/signed-in-budgets.spec.ts).
const AnnualReportsContent = lazy(() => import('./annual-reports-section').then((module) => ({ default: module.AnnualReportsSection })));

/** A funded project's Annual reports section, fetched with its chunk; nothing for any other project. */
export function AnnualReportsSection({ project }: { project: Pick<Project, 'id' | 'status'> }) {
  if (project.status !== 'funded') return null;
  return (
    <Suspense fallback={<Skeleton className="h-24 w-full" />}>
      <AnnualReportsContent projectId={String(project.id)} />
    </Suspense>
  );
}
