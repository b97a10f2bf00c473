import { Link, useParams } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { AuthLoadingCard } from '@/components/auth-loading-card';
import { LoadError } from '@/components/load-error';
import { MissingState } from '@/components/missing-state';
import { SignInRequired } from '@/components/sign-in-required';
import { buttonClassName } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AnnualReportFormPanel, useAnnualReportForm } from '@/features/annual-reports/annual-report.entry';
import { canCreateProjects, useCurrentUser } from '@/features/auth';
import { errorMessage, isNotFound } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The form of one project's year, for its creator. */
function ReportForm({ projectId, year }: { projectId: string; year: string }) {
  const form = useAnnualReportForm(projectId, year);
  if (form.isPending)
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          Loading the annual report…
        </span>
        <Skeleton className="h-96 w-full" />
      </div>
    );
  if (form.isError) {
    if (isNotFound(form.error))
      return (
        <MissingState
          title="No Annual Report Owed"
          text={errorMessage(form.error, 'There is no annual report for this year.')}
          action={
            <Link href="/dashboard?tab=creator" className={buttonClassName('primary')}>
              Back to the Creator tab
            </Link>
          }
        />
      );
    return <LoadError title="The annual report could not be loaded" error={form.error} onRetry={() => void form.refetch()} />;
  }
  return (
    <>
      <p className="-mt-6 mb-8 text-muted-foreground">
        <Link href={`/tour/${form.data.projectId}`} className="font-medium text-foreground underline decoration-accent underline-offset-4">
          {form.data.projectTitle}
        </Link>
      </p>
      <AnnualReportFormPanel form={form.data} />
    </>
  );
}

export default function AnnualReportPage() {
  const { id = '', year = '' } = useParams<{ id: string; year: string }>();
  const { user, isLoading } = useCurrentUser();
  useDocumentTitle(`Annual Report ${year}`);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-12">
      <Link
        href="/dashboard?tab=creator"
        className="-my-0.5 inline-flex min-h-6 items-center gap-2 rounded-md text-sm font-medium text-[#c4b5fd] hover:text-white"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Dashboard
      </Link>
      <header className="mt-6 mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">Annual Report {year}</h1>
      </header>
      {isLoading ? (
        <AuthLoadingCard />
      ) : user && canCreateProjects(user) ? (
        <ReportForm projectId={id} year={year} />
      ) : user ? (
        <p className="rounded-2xl border border-border bg-card p-6 text-muted-foreground">Only creator accounts file annual reports.</p>
      ) : (
        <SignInRequired description="Please sign in to file your project's annual report." />
      )}
    </div>
  );
}
