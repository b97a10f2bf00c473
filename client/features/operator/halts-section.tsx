import { useState, type FormEvent } from 'react';
import { haltSchema, type HaltList, type HaltPayload, type HaltScope } from '@common/schemas/staff';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { useViewerTimeZone } from '@/lib/use-hydrated';
import { useHalt, useHalts, useLiftHalt } from './halts-api';

type Halt = HaltList['halts'][number];

/** What a halt stops, as the console names it: "Trading in project #12", "Sign-ups"… */
export function haltName({ scope, projectId }: { scope: HaltScope; projectId: number | null }): string {
  if (scope === 'signups') return 'Sign-ups';
  if (scope === 'projects') return 'New projects';
  return projectId === null ? 'Trading in all projects' : `Trading in project #${projectId}`;
}

/** The same name inside a sentence: "Lift the halt on sign-ups". */
const inSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

const targets = [
  { value: 'trading-one', label: 'Trading in one project' },
  { value: 'trading-all', label: 'Trading in all projects' },
  { value: 'signups', label: 'Sign-ups' },
  { value: 'projects', label: 'New projects' },
] as const;
type Target = (typeof targets)[number]['value'];

const scopeOf: Record<Target, HaltScope> = { 'trading-one': 'trading', 'trading-all': 'trading', signups: 'signups', projects: 'projects' };

const PROJECT_ID_MESSAGE = 'Name the project by its id.';
/** A project id as typed: digits only, no leading zero. */
const projectIdPattern = /^[1-9]\d{0,9}$/;

interface Problems {
  projectId?: string;
  reason?: string;
}

/** Halt trading (in one project or all), sign-ups or new projects, with a reason. */
function HaltForm() {
  const halt = useHalt();
  const [target, setTarget] = useState<Target>('trading-one');
  const [projectId, setProjectId] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    const id = projectId.trim();
    if (target === 'trading-one' && !projectIdPattern.test(id)) found.projectId = PROJECT_ID_MESSAGE;
    const parsed = haltSchema.safeParse({
      scope: scopeOf[target],
      ...(target === 'trading-one' && !found.projectId ? { projectId: Number(id) } : {}),
      reason,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'reason') found.reason ??= issue.message;
        if (issue.path[0] === 'projectId') found.projectId ??= issue.message;
      }
    }
    setProblems(found);
    if (!parsed.success || found.projectId || found.reason) return;
    const payload: HaltPayload = parsed.data;
    halt.mutate(payload, {
      onSuccess: () => {
        toast({ title: `Halted: ${haltName({ scope: payload.scope, projectId: payload.projectId ?? null })}` });
        setProjectId('');
        setReason('');
      },
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="halt-form-heading" className="grid gap-3 sm:max-w-md">
      <h3 id="halt-form-heading" className="text-lg font-bold">
        Halt
      </h3>
      <SelectField
        label="What to halt"
        value={target}
        onChange={(event) => {
          setTarget(event.target.value as Target);
          setProblems({});
          halt.reset();
        }}
        options={targets}
      />
      {target === 'trading-one' ? (
        <Field
          label="Project id"
          inputMode="numeric"
          autoComplete="off"
          value={projectId}
          onChange={(event) => setProjectId(event.target.value)}
          error={problems.projectId}
        />
      ) : null}
      <Field
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problems.reason}
        hint="Users are told this reason where the halt applies. It is kept in the audit log with your name."
      />
      {halt.isError ? (
        <p role="alert" className="text-sm text-[#fca5a5]">
          {errorMessage(halt.error, 'The halt could not be set.')}
        </p>
      ) : null}
      <Button type="submit" variant="destructive" className="justify-self-start" disabled={halt.isPending}>
        Halt
      </Button>
    </form>
  );
}

function HaltRow({ halt }: { halt: Halt }) {
  const timeZone = useViewerTimeZone();
  const lift = useLiftHalt();
  const name = haltName(halt);
  const onLift = () =>
    lift.mutate(
      { scope: halt.scope, ...(halt.projectId === null ? {} : { projectId: halt.projectId }) },
      {
        onSuccess: () => toast({ title: `Lifted: ${name}` }),
        onError: (error) =>
          toast({ title: 'The halt was not lifted', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  return (
    <tr className="border-t border-border">
      <td className="py-2 pr-4 font-medium">{name}</td>
      <td className="py-2 pr-4 [overflow-wrap:anywhere]">{halt.reason}</td>
      <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(halt.haltedAt, timeZone)}</td>
      <td className="py-2">
        <Button size="sm" variant="outline" aria-label={`Lift the halt on ${inSentence(name)}`} onClick={onLift} disabled={lift.isPending}>
          Lift
        </Button>
      </td>
    </tr>
  );
}

/** The halts in force, each with its lift, and the form that sets a new one. */
export function HaltsSection() {
  const halts = useHalts();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="halts-in-force-heading" className="grid gap-3">
        <h3 id="halts-in-force-heading" className="text-lg font-bold">
          Halts in force
        </h3>
        {halts.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : halts.isError ? (
          <LoadError title="The halts could not be loaded" error={halts.error} onRetry={() => void halts.refetch()} />
        ) : halts.data.halts.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing is halted: trading, sign-ups and new projects are all open.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Halts in force</caption>
              <thead>
                <tr className="text-muted-foreground">
                  <th scope="col" className="py-2 pr-4">
                    What
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Reason
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Since
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Lift</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {halts.data.halts.map((halt) => (
                  <HaltRow key={`${halt.scope}-${halt.projectId ?? 'all'}`} halt={halt} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <HaltForm />
    </div>
  );
}
