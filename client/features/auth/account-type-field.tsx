import type { UseFormRegisterReturn } from 'react-hook-form';
import type { signupAccountTypes } from '@common/schemas/auth';

const options: Array<{ value: (typeof signupAccountTypes)[number]; label: string; description: string }> = [
  { value: 'investor', label: 'Investor', description: 'Back projects with virtual funds' },
  { value: 'musician', label: 'Musician', description: 'Raise funds for your own projects' },
  { value: 'both', label: 'Both', description: 'Invest and raise funds' },
];

/** The account type as a labelled radio group (investor by default, set by the form's defaults). */
export function AccountTypeField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'account-type-message' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">Account type</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 transition-colors hover:border-primary/70 has-checked:border-primary has-checked:bg-primary/15 sm:flex-col sm:gap-1.5"
          >
            <input type="radio" value={option.value} className="mt-0.5 h-4 w-4 shrink-0 accent-[#8b5cf6]" {...registration} />
            <span className="grid gap-0.5">
              <span className="text-sm font-semibold">{option.label}</span>
              <span className="text-xs text-muted-foreground">{option.description}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="account-type-message" className="text-sm text-[#fca5a5]">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
