import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { cents, centsToDecimal, parseCents, quoteInvestment } from '@common/money';
import { hasEnded } from '@common/rules/days-left';
import type { Project } from '@common/schemas/projects';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth';
import { useSandboxNow } from '@/features/sandbox';
import { errorMessage } from '@/lib/api';
import { createSubmissionKey } from '@/lib/idempotency-key';
import { useCreateInvestment } from './api';
import { checkInvestmentForm, toInvestableProject, type InvestmentFormValues } from './check-investment-form';

/** The spec's delay before a visitor who tried to invest is sent to sign up. */
const SIGNUP_REDIRECT_DELAY_MS = 1500;

const emptyForm: InvestmentFormValues = { investorName: '', investorEmail: '', amount: '' };

/**
 * The invest flow of spec section 4: checks in order with their toasts, the agreement before
 * the first investment, then the request; on success the form is cleared.
 */
export function useInvestFlow(project: Project) {
  const { user, isAuthenticated } = useCurrentUser();
  const [values, setValues] = useState<InvestmentFormValues>(emptyForm);
  const [prefilledFor, setPrefilledFor] = useState<number | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);
  // The last investment went through: the form shows its result (and focus moves there) until the next change.
  const [succeeded, setSucceeded] = useState(false);
  const createInvestment = useCreateInvestment(project);
  // One Idempotency-Key per reviewed submission: a double click on Invest Now invests once.
  const [submissionKey] = useState(() => createSubmissionKey());
  const [, navigate] = useLocation();
  const now = useSandboxNow();
  const signupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(signupTimer.current), []);

  // A signed-in investor starts with their account's name and email (once, so clearing after success sticks).
  if (user && prefilledFor !== user.id) {
    setPrefilledFor(user.id);
    setValues((current) => ({
      ...current,
      investorName: current.investorName || `${user.firstName} ${user.lastName}`.trim(),
      investorEmail: current.investorEmail || user.email,
    }));
  }

  const investable = toInvestableProject(project);
  const amountCents = parseCents(values.amount);
  const quote = quoteInvestment(amountCents ?? cents(0), investable.sharePriceCents);
  // The page shows the form only while the campaign is open; this keeps a stale page from submitting.
  const closed = project.status !== 'active' || hasEnded(project.timeline.endDate, now);
  const belowMinimum = amountCents !== null && amountCents < investable.minInvestmentCents;
  const disabled = createInvestment.isPending || !values.investorName || !values.investorEmail || belowMinimum || closed;

  const change = (field: keyof InvestmentFormValues, value: string) => {
    setSucceeded(false);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = () => {
    if (disabled) return;
    setSucceeded(false);
    const check = checkInvestmentForm(values, project, isAuthenticated);
    if (!check.ok) {
      toast({ title: check.problem.title, description: check.problem.message, variant: check.needsAccount ? 'default' : 'destructive' });
      if (check.needsAccount) {
        clearTimeout(signupTimer.current);
        signupTimer.current = setTimeout(() => navigate('/signup'), SIGNUP_REDIRECT_DELAY_MS);
      }
      return;
    }
    if (!termsAccepted) {
      setAgreementOpen(true);
      return;
    }
    const payload = {
      projectId: project.id,
      investorName: values.investorName.trim(),
      investorEmail: values.investorEmail.trim(),
      amount: centsToDecimal(check.quote.amountCents),
      shares: check.quote.shares,
    };
    createInvestment.mutate(
      { payload, idempotencyKey: submissionKey.for(payload) },
      {
        onSuccess: () => {
          submissionKey.reset();
          toast({
            title: 'Investment Successful!',
            description: "Your investment has been processed. You'll receive updates on the project progress.",
          });
          setValues(emptyForm);
          setSucceeded(true);
        },
        onError: (error) =>
          toast({ title: 'Investment Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return {
    user,
    values,
    change,
    quote,
    investable,
    closed,
    disabled,
    pending: createInvestment.isPending,
    termsAccepted,
    succeeded,
    submit,
    agreement: {
      open: agreementOpen,
      onAccept: () => {
        setTermsAccepted(true);
        setAgreementOpen(false);
      },
      onDecline: () => setAgreementOpen(false),
    },
  };
}
