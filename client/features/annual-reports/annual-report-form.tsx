import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import {
  annualReportPayloadSchema,
  BUSINESS_UPDATE_MAX,
  FUNDS_NOTE_MAX,
  type AnnualReportForm,
  type AnnualReportFormValues,
} from '@common/schemas/annual-reports';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { useHydrated } from '@/lib/use-hydrated';
import { AnnualReportView } from './annual-reports-section';
import { useFileAnnualReport } from './api';

const usd = (amount: string) => formatCentsAsUsd(decimalToCents(amount));

/** The year's revenue from the books: shown, never typed (the server reads it from the ledger when the report is filed). */
function RevenueFromBooks({ form }: { form: AnnualReportForm }) {
  return (
    <div className="grid gap-2">
      <Field
        label={`Revenue in ${form.year} (from the books)`}
        value={usd(form.revenue)}
        readOnly
        aria-readonly="true"
        hint="Filled in from the project’s ledger; it cannot be edited."
        className="bg-muted/60 font-semibold tabular-nums"
      />
      {form.quarters.length > 0 ? (
        <ul aria-label={`Revenue by quarter in ${form.year}`} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {form.quarters.map((quarter) => (
            <li key={quarter.quarter} className="tabular-nums">
              {quarter.quarter}: {usd(quarter.revenue)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The creator's annual report for one project and year: filled in from the books, checked with the server's schema. */
export function AnnualReportFormPanel({ form }: { form: AnnualReportForm }) {
  const projectId = String(form.projectId);
  const file = useFileAnnualReport(projectId, String(form.year));
  const hydrated = useHydrated();
  const defaults: AnnualReportFormValues = {
    businessUpdate: '',
    useOfFunds: form.budget.map((entry) => ({ item: entry.item, used: '', note: '' })),
  };
  const fields = useForm<AnnualReportFormValues, unknown, unknown>({
    resolver: zodResolver(annualReportPayloadSchema) as never,
    defaultValues: defaults,
  });
  const { errors } = fields.formState;
  // The fields as typed go to the server (amounts in dollars); the schema's parse only checks them here.
  const submit = fields.handleSubmit(() =>
    file.mutate(fields.getValues(), {
      onSuccess: () => toast({ title: 'Annual report filed', description: 'Its backers and followers are notified.' }),
    }),
  );

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {form.status === 'overdue' ? (
            <Badge tone="danger">Overdue</Badge>
          ) : form.status === 'due' ? (
            <Badge tone="warning">Due</Badge>
          ) : (
            <Badge tone="success">Filed</Badge>
          )}
          <span>
            Due {formatDate(form.dueDate)} (120 days after the end of {form.year})
          </span>
        </p>
      </header>
      {form.report ? (
        <AnnualReportView report={form.report} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={`Annual report ${form.year}`} className="grid gap-5">
          <RevenueFromBooks form={form} />
          <TextareaField
            label="Business update"
            rows={7}
            maxLength={BUSINESS_UPDATE_MAX}
            hint={`How the project went in ${form.year} and what comes next: at least 50 characters.`}
            error={errors.businessUpdate?.message}
            {...fields.register('businessUpdate')}
          />
          {form.budget.length > 0 ? (
            <fieldset className="grid gap-4">
              <legend className="mb-1 text-base font-semibold">Use of funds against the budget</legend>
              {form.budget.map((entry, index) => (
                <div
                  key={entry.item}
                  className="grid gap-3 rounded-xl border border-border bg-muted/30 p-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]"
                >
                  <Field
                    label={`${entry.label}: amount used ($)`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    autoComplete="off"
                    hint={`Budgeted ${usd(entry.budgeted)}`}
                    error={errors.useOfFunds?.[index]?.used?.message}
                    {...fields.register(`useOfFunds.${index}.used`)}
                  />
                  <Field
                    label={`${entry.label}: note (optional)`}
                    maxLength={FUNDS_NOTE_MAX}
                    autoComplete="off"
                    error={errors.useOfFunds?.[index]?.note?.message}
                    {...fields.register(`useOfFunds.${index}.note`)}
                  />
                </div>
              ))}
            </fieldset>
          ) : null}
          {file.isError ? (
            <p role="alert" className="text-sm text-[#fca5a5]">
              {errorMessage(file.error, 'The report could not be filed. Please try again.')}
            </p>
          ) : null}
          <Button type="submit" disabled={!hydrated || file.isPending} className="justify-self-start">
            {file.isPending ? 'Filing…' : 'File report'}
          </Button>
        </form>
      )}
    </div>
  );
}
