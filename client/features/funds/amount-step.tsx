import type { FormEvent, KeyboardEvent } from 'react';
import { ArrowRight } from 'lucide-react';
import { cents, dollarsToCents, formatCentsAsUsd, parseCents, sumCents, type Cents } from '@common/money';
import { addFundsProblem, QUICK_AMOUNTS } from '@common/rules/add-funds';
import { AMOUNT_FORMAT_MESSAGE } from '@common/schemas/amount';
import { ADD_FUNDS_MIN_CENTS } from '@common/schemas/funds';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';

interface AmountStepProps {
  balanceCents: Cents;
  amountCents: Cents | null;
  customText: string;
  /** The custom text is not an amount in dollars and cents. */
  customInvalid: boolean;
  onQuickAmount: (dollars: number) => void;
  onCustomChange: (text: string) => void;
  onProceed: () => void;
}

/** Step 'select': the balance, quick amounts or a custom one, and what the balance will become. */
export function AmountStep({
  balanceCents,
  amountCents,
  customText,
  customInvalid,
  onQuickAmount,
  onCustomChange,
  onProceed,
}: AmountStepProps) {
  const chosen = amountCents ?? cents(0);
  // The summary previews a new balance only for an amount the rules accept; otherwise it says the rule the amount misses.
  const malformed = customText.trim() !== '' && parseCents(customText) === null;
  const refusal = malformed ? AMOUNT_FORMAT_MESSAGE : amountCents === null ? null : (addFundsProblem(amountCents)?.message ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onProceed();
  };
  // Enter still explains the minimum while the disabled button would swallow it.
  const proceedOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onProceed();
  };

  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-6">
      <Card className="flex flex-wrap items-center justify-between gap-3 p-6">
        <h2 className="text-sm font-medium text-muted-foreground">Current Balance</h2>
        <p className="text-2xl font-extrabold">{formatCentsAsUsd(balanceCents)}</p>
      </Card>

      <Card className="p-6">
        <fieldset>
          <legend className="text-lg font-bold">Choose an amount</legend>
          <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {QUICK_AMOUNTS.map((dollars) => {
              const selected = customText === '' && amountCents === dollarsToCents(dollars);
              return (
                <Button
                  key={dollars}
                  variant="outline"
                  size="lg"
                  aria-pressed={selected}
                  onClick={() => onQuickAmount(dollars)}
                  className={cn(selected && 'border-primary bg-primary/20 hover:bg-primary/25')}
                >
                  {formatCentsAsUsd(dollarsToCents(dollars))}
                </Button>
              );
            })}
          </div>
        </fieldset>
        <div className="mt-6">
          <Field
            label="Custom amount (USD)"
            type="number"
            inputMode="decimal"
            min={10}
            max={10000}
            step={0.01}
            placeholder="Between $10 and $10,000"
            hint="Any amount from $10 to $10,000, in dollars and cents."
            value={customText}
            error={customInvalid ? AMOUNT_FORMAT_MESSAGE : undefined}
            onChange={(event) => onCustomChange(event.target.value)}
            onKeyDown={proceedOnEnter}
          />
        </div>
      </Card>

      <Card className="p-6">
        <h2 className="text-lg font-bold">Summary</h2>
        <dl className="mt-4 grid grid-cols-1 gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Amount to add</dt>
            <dd className="font-semibold">{malformed ? '—' : formatCentsAsUsd(chosen)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Current balance</dt>
            <dd>{formatCentsAsUsd(balanceCents)}</dd>
          </div>
          {amountCents !== null && refusal === null ? (
            <div className="mt-2 flex justify-between gap-3 border-t border-border pt-3 text-base">
              <dt className="font-semibold">New balance</dt>
              <dd className="font-extrabold text-[#86efac]">{formatCentsAsUsd(sumCents([balanceCents, amountCents]))}</dd>
            </div>
          ) : null}
        </dl>
        {refusal ? <p className="mt-3 border-t border-border pt-3 text-sm font-medium text-destructive">{refusal}</p> : null}
        <Button type="submit" size="lg" disabled={chosen < ADD_FUNDS_MIN_CENTS} className="mt-6 w-full">
          Proceed to Payment
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
      </Card>
    </form>
  );
}
