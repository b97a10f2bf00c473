import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import { Landmark } from 'lucide-react';
import { cents, decimalToCents, formatCentsAsUsd, parseCents, type Cents } from '@common/money';
import { withdrawFormSchema } from '@common/rules/withdraw';
import { WITHDRAW_MAX_CENTS, type WithdrawPayload, type WithdrawRequest } from '@common/schemas/withdraw';
import type { CurrentUser } from '@common/schemas/auth';
import { FocusedResult } from '@/components/focused-result';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { FOCUS_HEADING_ON_ARRIVAL } from '@/lib/focus-on-arrival';
import { createSubmissionKey } from '@/lib/idempotency-key';
import { useWithdraw } from './withdraw-api';

export const REDIRECT_AFTER_WITHDRAW_MS = 2000;

/**
 * Withdraw: an amount (the API's rules and the balance, checked by the shared schema and shown
 * under the field), where it goes (the demo bank account), what the balance will become, and
 * the one button. A double click sends one key and withdraws once.
 */
export function WithdrawForm({ user }: { user: CurrentUser }) {
  const balance = decimalToCents(user.accountBalance);
  const withdraw = useWithdraw();
  const [done, setDone] = useState(false);
  const [submissionKey] = useState(() => createSubmissionKey());
  const [, navigate] = useLocation();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  // Checked against the balance the page shows; the server checks its own.
  const [schema] = useState(() => withdrawFormSchema(balance));
  const form = useForm<WithdrawPayload, unknown, WithdrawRequest>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', method: 'bank_transfer' },
  });
  const amountText = String(useWatch({ control: form.control, name: 'amount' }) ?? '');
  const typed = parseCents(amountText);
  // The summary shows only an amount the form would send.
  const shown: Cents = typed !== null && schema.safeParse({ amount: amountText, method: 'bank_transfer' }).success ? typed : cents(0);

  const send = ({ amount }: WithdrawRequest) => {
    if (withdraw.isPending || done) return;
    withdraw.mutate(
      { amountCents: amount, idempotencyKey: submissionKey.for(amount) },
      {
        onSuccess: () => {
          setDone(true);
          toast({ title: 'Funds Withdrawn Successfully!', description: `Withdrew ${formatCentsAsUsd(amount)} from your account balance.` });
          redirect.current = setTimeout(() => navigate('/dashboard', { state: FOCUS_HEADING_ON_ARRIVAL }), REDIRECT_AFTER_WITHDRAW_MS);
        },
        onError: (error) =>
          toast({ title: 'Failed to Withdraw Funds', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  const busy = withdraw.isPending || done;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)} className="grid grid-cols-1 gap-6">
      <Card className="flex flex-wrap items-center justify-between gap-3 p-6">
        <h2 className="text-sm font-medium text-muted-foreground">Current Balance</h2>
        <p className="text-2xl font-extrabold">{formatCentsAsUsd(balance)}</p>
      </Card>

      <Card className="grid gap-6 p-6">
        <Field
          label="Amount to withdraw (USD)"
          type="number"
          inputMode="decimal"
          min={10}
          max={Math.min(WITHDRAW_MAX_CENTS, balance) / 100}
          step={0.01}
          placeholder="Between $10 and $10,000"
          hint="Any amount from $10 to $10,000 at a time, up to your balance, in dollars and cents."
          disabled={busy}
          error={form.formState.errors.amount?.message}
          {...form.register('amount')}
        />
        <div className="flex items-start gap-3 rounded-xl bg-muted/50 p-4 text-sm">
          <Landmark className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
          <div>
            <p className="font-semibold">To: Demo bank account</p>
            <p className="text-muted-foreground">A sandbox account: the money leaves your balance, and no real payment is made.</p>
          </div>
        </div>
      </Card>

      <Card className="p-6">
        <h2 className="text-lg font-bold">Summary</h2>
        <dl className="mt-4 grid grid-cols-1 gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Amount to withdraw</dt>
            <dd className="font-semibold">{formatCentsAsUsd(shown)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Current balance</dt>
            <dd>{formatCentsAsUsd(balance)}</dd>
          </div>
          <div className="mt-2 flex justify-between gap-3 border-t border-border pt-3 text-base">
            <dt className="font-semibold">New balance</dt>
            <dd className="font-extrabold">{formatCentsAsUsd(cents(balance - shown))}</dd>
          </div>
        </dl>
        <Button type="submit" size="lg" disabled={busy} className="mt-6 w-full">
          {withdraw.isPending
            ? 'Processing...'
            : done
              ? 'Funds Withdrawn. Redirecting...'
              : shown > 0
                ? `Withdraw ${formatCentsAsUsd(shown)} (Demo)`
                : 'Withdraw (Demo)'}
        </Button>
        {done ? (
          <div className="mt-4">
            <FocusedResult testId="withdraw-result" title="Withdrawal complete" description="Taking you to your dashboard." />
          </div>
        ) : null}
        <p className="mt-4 text-center text-xs text-muted-foreground">Sandbox demo: no real payment is processed.</p>
      </Card>
    </form>
  );
}
