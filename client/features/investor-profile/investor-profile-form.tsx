import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { decimalToCents, formatCentsAsShortUsd } from '@common/money';
import { investorProfileUpdateSchema, type InvestorProfile, type InvestorProfilePayload } from '@common/schemas/investor-profile';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDayUtc } from '@/lib/dates';
import { useInvestorProfile, useSaveInvestorProfile } from './api';
import { LimitFigures } from './limit-figures';

/** The form's fields as the API takes them: an empty field is a figure not given. */
const fieldsOf = (profile: InvestorProfile): InvestorProfilePayload => ({
  dateOfBirth: profile.dateOfBirth ?? '',
  annualIncome: profile.annualIncome ?? '',
  netWorth: profile.netWorth ?? '',
  accredited: profile.accredited,
  externalInvestments12m: profile.externalInvestments12m === '0.00' ? '' : profile.externalInvestments12m,
});

/** The account page's Investor profile: the figures Regulation Crowdfunding's limit is computed from, and that limit. */
export function InvestorProfileSection() {
  const profile = useInvestorProfile(true);
  if (profile.isPending) return <Skeleton className="h-64" />;
  if (profile.isError) {
    return <LoadError title="Your investor profile could not be loaded" error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  return <InvestorProfileForm profile={profile.data} />;
}

function InvestorProfileForm({ profile }: { profile: InvestorProfile }) {
  const save = useSaveInvestorProfile();
  // The schema checks the fields as the API will; the raw strings are what is sent.
  const form = useForm<InvestorProfilePayload>({
    resolver: zodResolver(investorProfileUpdateSchema, undefined, { raw: true }),
    defaultValues: fieldsOf(profile),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(fieldsOf(saved));
        toast({ title: 'Investor profile saved', description: 'Your investment limit has been updated.' });
      },
      onError: (error) => toast({ title: 'Could not save', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );

  return (
    <div className="grid gap-6">
      <div className="grid gap-2 rounded-xl bg-muted/60 p-4 text-sm" aria-live="polite">
        <LimitFigures profile={profile} />
        <p className="text-muted-foreground">
          {formatCentsAsShortUsd(decimalToCents(profile.used12m))} counted since {formatDayUtc(profile.windowStartsAt)}: your investments
          here that were not cancelled or refunded, and what you declared elsewhere.
        </p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="Investor profile">
        <Field
          label="Date of birth"
          type="date"
          autoComplete="bday"
          error={errors.dateOfBirth?.message}
          hint="You must be 18 or older to invest."
          {...form.register('dateOfBirth')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Annual income (USD)" inputMode="decimal" error={errors.annualIncome?.message} {...form.register('annualIncome')} />
          <Field
            label="Net worth (USD)"
            inputMode="decimal"
            error={errors.netWorth?.message}
            hint="Excluding your home."
            {...form.register('netWorth')}
          />
        </div>
        <Field
          label="Invested in other crowdfunding offerings in the last 12 months (USD)"
          inputMode="decimal"
          error={errors.externalInvestments12m?.message}
          {...form.register('externalInvestments12m')}
        />
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 text-sm hover:bg-muted/60">
          <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-primary" {...form.register('accredited')} />
          <span>I am an accredited investor (no investment limit applies).</span>
        </label>
        <p className="text-xs text-muted-foreground">
          Without an accredited status, the limit over 12 months is the greater of $2,500 and 5% of the greater of your income and net worth
          when either is under $124,000, otherwise 10%, at most $124,000.
        </p>
        <Button type="submit" disabled={save.isPending} className="justify-self-start">
          {save.isPending ? 'Saving...' : 'Save investor profile'}
        </Button>
      </form>
    </div>
  );
}
