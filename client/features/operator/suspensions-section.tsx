import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { suspensionRequestSchema, type Suspension } from '@common/schemas/staff';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { useViewerTimeZone } from '@/lib/use-hydrated';
import { cell, HeaderCells } from './console-parts';
import { useApproveSuspension, useAskSuspension, useSuspensions } from './suspensions-api';

const PROJECT_ID_MESSAGE = 'Name the project by its id.';
/** A project id as typed: digits only, no leading zero. */
const projectIdPattern = /^[1-9]\d{0,9}$/;

const investments = (count: number) => `${count} ${count === 1 ? 'investment' : 'investments'}`;

interface Problems {
  projectId?: string;
  reason?: string;
}

/** One admin asks for a campaign's suspension, with a reason; it waits for another admin. */
function AskForm() {
  const ask = useAskSuspension();
  const [projectId, setProjectId] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = projectId.trim();
    const found: Problems = projectIdPattern.test(id) ? {} : { projectId: PROJECT_ID_MESSAGE };
    const parsed = suspensionRequestSchema.safeParse({ projectId: found.projectId ? 0 : Number(id), reason });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'reason') found.reason ??= issue.message;
        if (issue.path[0] === 'projectId') found.projectId ??= PROJECT_ID_MESSAGE;
      }
    }
    setProblems(found);
    if (!parsed.success) return;
    ask.mutate(parsed.data, {
      onSuccess: (suspension) => {
        toast({ title: `Suspension of ${suspension.projectTitle} asked for`, description: 'Another admin must approve it.' });
        setProjectId('');
        setReason('');
      },
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="ask-suspension-heading" className="grid gap-3 sm:max-w-md">
      <h3 id="ask-suspension-heading" className="text-lg font-bold">
        Ask for a suspension
      </h3>
      <Field
        label="Project id"
        inputMode="numeric"
        autoComplete="off"
        value={projectId}
        onChange={(event) => setProjectId(event.target.value)}
        error={problems.projectId}
      />
      <Field
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problems.reason}
        hint="The admin who approves reads it. It is kept in the audit log with your name."
      />
      {ask.isError ? (
        <p role="alert" className="text-sm text-[#fca5a5]">
          {errorMessage(ask.error, 'The suspension could not be asked for.')}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={ask.isPending}>
        Ask for suspension
      </Button>
    </form>
  );
}

function ProjectLink({ suspension }: { suspension: Suspension }) {
  return (
    <Link href={`/tour/${suspension.projectId}`} className="font-medium underline decoration-accent underline-offset-4">
      {suspension.projectTitle}
    </Link>
  );
}

/** A request waiting for a second admin: anyone but the one who asked may approve it. */
function WaitingRow({ suspension, userId }: { suspension: Suspension; userId: number }) {
  const timeZone = useViewerTimeZone();
  const approve = useApproveSuspension();
  const askedBySelf = suspension.askedBy.id === userId;
  const onApprove = () =>
    approve.mutate(suspension.id, {
      onSuccess: (approved) =>
        toast({
          title: `${approved.projectTitle} suspended`,
          description: `${investments(approved.refunded ?? 0)} refunded in full.`,
        }),
      onError: (error) =>
        toast({ title: 'The suspension was not approved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <tr className="border-t border-border">
      <td className={cell}>
        <ProjectLink suspension={suspension} />
      </td>
      <td className={`${cell} [overflow-wrap:anywhere]`}>{suspension.reason}</td>
      <td className={cell}>{askedBySelf ? `${suspension.askedBy.name} (you)` : suspension.askedBy.name}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatDateTime(suspension.askedAt, timeZone)}</td>
      <td className="py-2">
        {askedBySelf ? (
          <span className="text-muted-foreground">Waiting for another admin to approve</span>
        ) : (
          <Button
            size="sm"
            variant="destructive"
            aria-label={`Approve suspension of ${suspension.projectTitle}`}
            onClick={onApprove}
            disabled={approve.isPending}
          >
            Approve suspension
          </Button>
        )}
      </td>
    </tr>
  );
}

function SuspensionLists({ userId }: { userId: number }) {
  const timeZone = useViewerTimeZone();
  const list = useSuspensions();
  if (list.isPending) return <Skeleton className="h-24 w-full" />;
  if (list.isError) return <LoadError title="The suspensions could not be loaded" error={list.error} onRetry={() => void list.refetch()} />;
  const waiting = list.data.suspensions.filter((suspension) => suspension.approvedAt === null);
  const approved = list.data.suspensions.filter((suspension) => suspension.approvedAt !== null);
  return (
    <>
      <section aria-labelledby="suspensions-waiting-heading" className="grid gap-3">
        <h3 id="suspensions-waiting-heading" className="text-lg font-bold">
          Waiting for approval
        </h3>
        {waiting.length === 0 ? (
          <p className="text-sm text-muted-foreground">No suspension is waiting for approval.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Suspensions waiting for approval</caption>
              <HeaderCells names={['Project', 'Reason', 'Asked by', 'Asked', 'Approval']} />
              <tbody>
                {waiting.map((suspension) => (
                  <WaitingRow key={suspension.id} suspension={suspension} userId={userId} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="suspensions-approved-heading" className="grid gap-3">
        <h3 id="suspensions-approved-heading" className="text-lg font-bold">
          Approved
        </h3>
        {approved.length === 0 ? (
          <p className="text-sm text-muted-foreground">No campaign has been suspended yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Approved suspensions</caption>
              <HeaderCells names={['Project', 'Reason', 'Asked by', 'Approved by', 'Approved', 'Refunded']} />
              <tbody>
                {approved.map((suspension) => (
                  <tr key={suspension.id} className="border-t border-border">
                    <td className={cell}>
                      <ProjectLink suspension={suspension} />
                    </td>
                    <td className={`${cell} [overflow-wrap:anywhere]`}>{suspension.reason}</td>
                    <td className={cell}>{suspension.askedBy.name}</td>
                    <td className={cell}>{suspension.approvedBy?.name ?? ''}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {suspension.approvedAt ? formatDateTime(suspension.approvedAt, timeZone) : ''}
                    </td>
                    <td className={`${cell} tabular-nums`}>{investments(suspension.refunded ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/** Campaign suspensions: one admin asks, another approves; the approved ones below. */
export function SuspensionsSection({ userId }: { userId: number }) {
  return (
    <div className="grid gap-8">
      <p className="text-sm text-muted-foreground sm:max-w-prose">
        A suspension needs two admins, one to ask and another to approve, and once approved it ends the campaign and refunds every pending
        investment in it in full.
      </p>
      <AskForm />
      <SuspensionLists userId={userId} />
    </div>
  );
}
