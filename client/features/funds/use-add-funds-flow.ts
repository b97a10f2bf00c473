import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { formatCentsAsUsd, parseCents, type Cents } from '@common/money';
import { addFundsProblem } from '@common/rules/add-funds';
import { AMOUNT_FORMAT_MESSAGE } from '@common/schemas/amount';
import { addFundsAmountSchema } from '@common/schemas/funds';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { FOCUS_HEADING_ON_ARRIVAL } from '@/lib/focus-on-arrival';
import { createSubmissionKey } from '@/lib/idempotency-key';
import { useAddFunds } from './api';

export const REDIRECT_AFTER_ADD_MS = 2000;

/** The amount as typed, or a quick amount's dollars, which addFundsAmountSchema reads into cents. */
type AmountForm = z.input<typeof addFundsAmountSchema>;

/** The two steps of adding funds: choose an amount ('select'), then pay with the demo card ('payment'). */
export function useAddFundsFlow() {
  const [step, setStep] = useState<'select' | 'payment'>('select');
  const form = useForm<AmountForm, unknown, { amount: Cents }>({
    resolver: zodResolver(addFundsAmountSchema),
    defaultValues: { amount: '' },
    // Checked as it is typed, so the format message shows under the custom input at once.
    mode: 'onChange',
  });
  const { field } = useController({ control: form.control, name: 'amount' });
  // A quick amount leaves the custom input empty (the spec); the amount is then the quick amount's.
  const [quickChosen, setQuickChosen] = useState(false);
  // The amount the visitor proceeded to pay with.
  const [reviewedCents, setReviewedCents] = useState<Cents | null>(null);
  const [done, setDone] = useState(false);
  const addFunds = useAddFunds();
  // One Idempotency-Key per reviewed amount: a double click on 'Add {amount} (Demo)' adds once.
  const [submissionKey] = useState(() => createSubmissionKey());
  const [, navigate] = useLocation();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  // A positive amount in dollars and cents sets the amount; anything else leaves none.
  const typedCents = parseCents(field.value);
  const amountCents = typedCents !== null && typedCents > 0 ? typedCents : null;
  const customText = quickChosen ? '' : String(field.value);

  const chooseQuickAmount = (dollars: number) => {
    setQuickChosen(true);
    field.onChange(dollars);
  };

  const changeCustom = (text: string) => {
    setQuickChosen(false);
    field.onChange(text);
  };

  const checkAmount = form.handleSubmit(
    ({ amount }) => {
      setReviewedCents(amount);
      // Each visit to the payment step is a new reviewed submission.
      submissionKey.reset();
      setStep('payment');
    },
    () => {
      // The schema refused the amount: the spec's toast names the end of the range it missed (no amount is below the minimum).
      const problem = addFundsProblem(amountCents ?? 0);
      if (problem) toast({ title: problem.title, description: problem.message, variant: 'destructive' });
    },
  );

  const pay = () => {
    if (reviewedCents === null || addFunds.isPending || done) return;
    addFunds.mutate(
      { amountCents: reviewedCents, idempotencyKey: submissionKey.for(reviewedCents) },
      {
        onSuccess: () => {
          setDone(true);
          toast({ title: 'Funds Added Successfully!', description: `Added ${formatCentsAsUsd(reviewedCents)} to your account balance.` });
          redirect.current = setTimeout(() => navigate('/dashboard', { state: FOCUS_HEADING_ON_ARRIVAL }), REDIRECT_AFTER_ADD_MS);
        },
        onError: (error) =>
          toast({ title: 'Failed to Add Funds', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return {
    step,
    amountCents,
    reviewedCents,
    customText,
    customInvalid: customText.trim() !== '' && form.formState.errors.amount?.message === AMOUNT_FORMAT_MESSAGE,
    pending: addFunds.isPending,
    done,
    chooseQuickAmount,
    changeCustom,
    // Unawaited: it rejects only if a callback throws.
    proceed: () => void checkAmount(),
    changeAmount: () => setStep('select'),
    pay,
  };
}
