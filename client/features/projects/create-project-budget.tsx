import { useWatch } from 'react-hook-form';
import { cents, formatCentsAsUsd, parseCents, sumCents, type Cents } from '@common/money';
import { createdBudgetKeys } from '@common/project-types';
import { Field } from '@/components/ui/field';
import type { CreateProjectForm } from './create-project-fields';

const budgetLabels: Record<(typeof createdBudgetKeys)[number], string> = {
  production: 'Production',
  equipment: 'Equipment',
  marketing: 'Marketing',
  distribution: 'Distribution',
  talent: 'Talent',
  other: 'Other',
};

/** What the lines add up to while typing; a line that is not an amount counts as 0 until it is fixed. */
function useBudgetTotalCents(form: CreateProjectForm): Cents {
  const breakdown = useWatch({ control: form.control, name: 'budget.breakdown' });
  return sumCents(createdBudgetKeys.map((key) => parseCents(breakdown?.[key] ?? 0) ?? cents(0)));
}

/** An emptied line is the spec's default 0, not an invalid number. */
export const emptyBudgetLineAsZero = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? 0 : value);

/** The six budget lines of a created project, each 0 or more (default 0), and their total. */
export function BudgetFields({ form, disabled }: { form: CreateProjectForm; disabled: boolean }) {
  const { errors } = form.formState;
  const totalCents = useBudgetTotalCents(form);
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {createdBudgetKeys.map((key) => (
          <Field
            key={key}
            label={`${budgetLabels[key]} ($)`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            disabled={disabled}
            error={errors.budget?.breakdown?.[key]?.message}
            {...form.register(`budget.breakdown.${key}`, { setValueAs: emptyBudgetLineAsZero })}
          />
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        Total budget: <span className="font-semibold text-foreground">{formatCentsAsUsd(totalCents)}</span>
      </p>
    </div>
  );
}
