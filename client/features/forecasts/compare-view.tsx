import { useEffect, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'wouter';
import { centsToDecimal, type Cents } from '@common/money';
import { COMPARE_AMOUNT_LIMIT_CENTS, COMPARE_AMOUNT_MESSAGE, COMPARE_MAX_PROJECTS, parseCompareAmount } from '@common/rules/compare';
import { Button, buttonClassName } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { compareChoicesQuery, compareQuery } from './api';
import { compareHref, readCompareSearch } from './compare-request';
import { CompareTable } from './compare-table';

/** Typing settles this long before the figures are asked for again. */
const SETTLE_MS = 400;

const dollarsText = (amount: Cents) => centsToDecimal(amount).replace(/\.00$/, '');

function AddProject({ selected, onAdd }: { selected: readonly number[]; onAdd: (id: number) => void }) {
  const choices = useInfiniteQuery(compareChoicesQuery);
  const projects = (choices.data?.pages[0]?.projects ?? []).filter(
    (project) => !selected.includes(project.id) && project.status !== 'failed' && project.status !== 'suspended',
  );
  if (selected.length >= COMPARE_MAX_PROJECTS) {
    return <p className="text-sm text-muted-foreground">Four projects is the most one comparison holds: remove one to add another.</p>;
  }
  if (projects.length === 0) return null;
  return (
    <SelectField
      label="Add a project to compare"
      value=""
      onChange={(event) => {
        if (event.target.value) onAdd(Number(event.target.value));
      }}
      options={[
        { value: '', label: 'Choose a project…' },
        ...projects.map((project) => ({ value: String(project.id), label: project.title })),
      ]}
    />
  );
}

/**
 * The compare page: up to four projects side by side with the same amount in each, and that
 * amount split evenly across them. The projects and the amount live in the address, so the server
 * renders the same comparison the browser shows and a comparison can be shared.
 */
export function CompareView() {
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const request = readCompareSearch(searchParams);
  const [amountText, setAmountText] = useState(() => dollarsText(request.amountCents));
  const typedAmount = parseCompareAmount(amountText);
  const settledAmount = useDebouncedValue(typedAmount, SETTLE_MS);

  // Commas stay commas in the address: `/compare?projects=3,7`.
  const show = (ids: readonly number[], amountCents: Cents) => navigate(compareHref(ids, amountCents), { replace: true });
  useEffect(() => {
    if (settledAmount !== null && settledAmount !== request.amountCents && request.ids.length > 0) show(request.ids, settledAmount);
    // Only a settled amount moves the address; the address's own changes come through `request`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledAmount]);

  const compare = useQuery({
    ...compareQuery(request.ids, request.amountCents),
    enabled: request.ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const amountError =
    amountText.trim() !== '' && typedAmount === null ? COMPARE_AMOUNT_MESSAGE.replace(/^amount/, 'The amount') : undefined;

  return (
    <div className="mt-8 grid gap-8">
      <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
        <Field
          label="Amount in each project (USD)"
          type="number"
          inputMode="decimal"
          min={0.01}
          max={COMPARE_AMOUNT_LIMIT_CENTS / 100}
          step={0.01}
          name="amount"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={amountError}
          hint="The split row puts this same amount across all of them, evenly."
        />
        <AddProject selected={request.ids} onAdd={(id) => show([...request.ids, id], request.amountCents)} />
      </form>

      {request.amountProblem ? (
        <p role="alert" className="text-sm text-[#fca5a5]">
          The address’s amount could not be read ({request.amountProblem}): showing $1,000 in each.
        </p>
      ) : null}

      {request.projectsProblem ? (
        <div role="alert" className="rounded-2xl border border-destructive/60 bg-card p-6">
          <h2 className="text-lg font-bold">This comparison could not be read</h2>
          <p className="mt-2 text-sm text-muted-foreground">{request.projectsProblem}</p>
          <Link href="/explore" className={buttonClassName('outline', 'md', 'mt-4')}>
            Pick projects on Explore
          </Link>
        </div>
      ) : request.ids.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-card/50 p-8 text-center">
          <h2 className="text-xl font-bold">Nothing to compare yet</h2>
          <p className="mt-2 text-sm text-muted-foreground">
            Tick Compare on up to four projects on Explore, or add one above, to see them side by side.
          </p>
          <Link href="/explore" className={buttonClassName('primary', 'md', 'mt-6')}>
            Browse Projects
          </Link>
        </div>
      ) : compare.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : compare.isError ? (
        <div role="alert" className="rounded-2xl border border-destructive/60 bg-card p-6">
          <h2 className="text-lg font-bold">This comparison could not be made</h2>
          <p className="mt-2 text-sm text-muted-foreground">{errorMessage(compare.error, 'Please check your connection and try again.')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => void compare.refetch()}>
              Try Again
            </Button>
            <Link href="/explore" className={buttonClassName('outline', 'md')}>
              Pick projects on Explore
            </Link>
          </div>
        </div>
      ) : (
        <div aria-busy={compare.isPlaceholderData} className={compare.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <CompareTable
            answer={compare.data}
            onRemove={(id) =>
              show(
                request.ids.filter((other) => other !== id),
                request.amountCents,
              )
            }
          />
        </div>
      )}
    </div>
  );
}
