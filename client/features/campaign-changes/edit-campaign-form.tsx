import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { centsToDecimal, decimalToCents } from '@common/money';
import { createdBudgetKeys } from '@common/project-types';
import { editProjectSchema, type EditProjectPayload, type EditProjectRequest } from '@common/schemas/campaign-changes';
import type { Project } from '@common/schemas/projects';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useEditCampaign } from './api';

const budgetLabels: Record<(typeof createdBudgetKeys)[number], string> = {
  production: 'Production',
  equipment: 'Equipment',
  marketing: 'Marketing',
  distribution: 'Distribution',
  talent: 'Talent',
  other: 'Other',
};

/** An emptied budget line is 0, as on the create form. */
const emptyAsZero = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? 0 : value);

function valuesOf(project: Project): EditProjectPayload {
  const line = (key: string) => {
    const amount = project.budget.breakdown[key];
    return amount === undefined ? 0 : decimalToCents(amount) / 100;
  };
  return {
    title: project.title,
    description: project.description,
    endDate: project.timeline.endDate,
    budget: {
      breakdown: Object.fromEntries(createdBudgetKeys.map((key) => [key, line(key)])) as Record<(typeof createdBudgetKeys)[number], number>,
    },
  };
}

/** The payload carries budget lines as numbers of dollars, as creating a project does; the form read them as cents. */
function toPayload(values: EditProjectRequest): EditProjectPayload {
  const { budget, ...rest } = values;
  if (!budget) return rest;
  const breakdown = Object.fromEntries(
    Object.entries(budget.breakdown).map(([key, amount]) => [key, Number(centsToDecimal(amount))]),
  ) as Record<(typeof createdBudgetKeys)[number], number>;
  return { ...rest, budget: { breakdown } };
}

/**
 * The creator's edit of an open campaign, with the create form's rules (the same schema from
 * common/). The server records only what changed; a new end date or budget asks backers to reconfirm.
 */
export function EditCampaignForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const form = useForm<EditProjectPayload, unknown, EditProjectRequest>({
    resolver: zodResolver(editProjectSchema),
    defaultValues: valuesOf(project),
  });
  const edit = useEditCampaign(String(project.id));
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    edit.mutate(toPayload(values), {
      onSuccess: () => {
        toast({ title: 'Campaign updated', description: 'Your changes are live and listed on the project page.' });
        onDone();
      },
      onError: (error) =>
        toast({ title: 'Update failed', description: errorMessage(error, 'The campaign could not be updated.'), variant: 'destructive' }),
    }),
  );
  const disabled = edit.isPending;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 grid gap-4" aria-label="Edit campaign">
      <Field label="Project title" disabled={disabled} error={errors.title?.message} {...form.register('title')} />
      <TextareaField label="Description" disabled={disabled} error={errors.description?.message} {...form.register('description')} />
      <Field
        label="End date"
        type="date"
        hint="Only later. A new end date or budget asks every backer to reconfirm within 5 business days."
        disabled={disabled}
        error={errors.endDate?.message}
        {...form.register('endDate')}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Budget ($)</legend>
        <div className="grid grid-cols-2 gap-3">
          {createdBudgetKeys.map((key) => (
            <Field
              key={key}
              label={budgetLabels[key]}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              disabled={disabled}
              error={errors.budget?.breakdown?.[key]?.message}
              {...form.register(`budget.breakdown.${key}`, { setValueAs: emptyAsZero })}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex gap-3">
        <Button type="submit" disabled={disabled}>
          {disabled ? 'Saving...' : 'Save changes'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={disabled}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
