import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { dollarsToCents, formatCentsAsUsd, parseCents, type Cents } from '@common/money';
import { addFundsProblem } from '@common/rules/add-funds';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { createSubmissionKey } from '@/lib/idempotency-key';
import { useAddFunds } from './api';

export const REDIRECT_AFTER_ADD_MS = 2000;

/** The two steps of adding funds: choose an amount ('select'), then pay with the demo card ('payment'). */
export function useAddFundsFlow() {
  const [step, setStep] = useState<'select' | 'payment'>('select');
  const [amountCents, setAmountCents] = useState<Cents | null>(null);
  const [customText, setCustomText] = useState('');
  const [done, setDone] = useState(false);
  const addFunds = useAddFunds();
  // One Idempotency-Key per reviewed amount: a double click on 'Add {amount} (Demo)' adds once.
  const [submissionKey] = useState(() => createSubmissionKey());
  const [, navigate] = useLocation();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const chooseQuickAmount = (dollars: number) => {
    setAmountCents(dollarsToCents(dollars));
    setCustomText('');
  };

  // A positive amount in dollars and cents sets the amount; anything else clears it.
  const changeCustom = (text: string) => {
    setCustomText(text);
    const cents = parseCents(text);
    setAmountCents(cents !== null && cents > 0 ? cents : null);
  };

  const proceed = () => {
    const problem = addFundsProblem(amountCents ?? 0);
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: 'destructive' });
      return;
    }
    // Each visit to the payment step is a new reviewed submission.
    submissionKey.reset();
    setStep('payment');
  };

  const pay = () => {
    if (amountCents === null || addFunds.isPending || done) return;
    addFunds.mutate(
      { amountCents, idempotencyKey: submissionKey.for(amountCents) },
      {
        onSuccess: () => {
          setDone(true);
          toast({ title: 'Funds Added Successfully!', description: `Added ${formatCentsAsUsd(amountCents)} to your account balance.` });
          redirect.current = setTimeout(() => navigate('/dashboard'), REDIRECT_AFTER_ADD_MS);
        },
        onError: (error) =>
          toast({ title: 'Failed to Add Funds', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return {
    step,
    amountCents,
    customText,
    customInvalid: customText.trim() !== '' && parseCents(customText) === null,
    pending: addFunds.isPending,
    done,
    chooseQuickAmount,
    changeCustom,
    proceed,
    changeAmount: () => setStep('select'),
    pay,
  };
}
