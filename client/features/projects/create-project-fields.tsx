import type { FieldError, UseFormReturn } from 'react-hook-form';
import { musicGenres, projectTypeLabels, projectTypes } from '@common/project-types';
import type { CreateProjectFormOutput, CreateProjectFormValues } from '@common/schemas/create-project';
import { Field } from '@/components/ui/field';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';

export type CreateProjectForm = UseFormReturn<CreateProjectFormValues, unknown, CreateProjectFormOutput>;

const typeOptions: SelectOption[] = [
  { value: '', label: 'Select a project type' },
  ...projectTypes.map((type) => ({ value: type, label: projectTypeLabels[type] })),
];
const genreOptions: SelectOption[] = [
  { value: '', label: 'Select a music genre' },
  ...musicGenres.map((genre) => ({ value: genre, label: genre })),
];

/** A select with the spec's message under it, tied to it for assistive technology. */
function SelectWithMessage({ id, error, ...props }: Parameters<typeof SelectField>[0] & { id: string; error?: FieldError }) {
  return (
    <div className="grid gap-1.5">
      <SelectField
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        className="aria-[invalid=true]:border-destructive"
        {...props}
      />
      {error ? (
        <p id={`${id}-message`} className="text-sm text-[#fca5a5]">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

export function ProjectDetailsFields({ form, disabled }: { form: CreateProjectForm; disabled: boolean }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5">
      <Field
        label="Project title"
        placeholder="e.g. Summer Tour 2026"
        disabled={disabled}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextareaField
        label="Description"
        hint="50 to 2000 characters: what you will make, why it matters and what backers get."
        disabled={disabled}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectWithMessage
          id="project-type"
          label="Project type"
          options={typeOptions}
          disabled={disabled}
          error={errors.type}
          {...form.register('type')}
        />
        <SelectWithMessage
          id="music-genre"
          label="Music genre"
          options={genreOptions}
          disabled={disabled}
          error={errors.musicGenre}
          {...form.register('musicGenre')}
        />
      </div>
    </div>
  );
}

export function FundingFields({ form, disabled }: { form: CreateProjectForm; disabled: boolean }) {
  const { errors } = form.formState;
  const money = { type: 'number', inputMode: 'decimal', min: 0.01, step: 0.01, disabled } as const;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        label="Funding goal ($)"
        placeholder="e.g. 25000"
        {...money}
        error={errors.fundingGoal?.message}
        {...form.register('fundingGoal')}
      />
      <Field
        label="Minimum investment ($)"
        placeholder="e.g. 100"
        {...money}
        error={errors.minInvestment?.message}
        {...form.register('minInvestment')}
      />
      <Field label="Share price ($)" placeholder="e.g. 25" {...money} error={errors.sharePrice?.message} {...form.register('sharePrice')} />
      <Field
        label="Total shares"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="e.g. 1000"
        disabled={disabled}
        error={errors.totalShares?.message}
        {...form.register('totalShares')}
      />
    </div>
  );
}

export function TimelineFields({ form, disabled }: { form: CreateProjectForm; disabled: boolean }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        label="Start date"
        type="date"
        disabled={disabled}
        error={errors.timeline?.startDate?.message}
        {...form.register('timeline.startDate')}
      />
      <Field
        label="End date"
        type="date"
        disabled={disabled}
        error={errors.timeline?.endDate?.message}
        {...form.register('timeline.endDate')}
      />
    </div>
  );
}
