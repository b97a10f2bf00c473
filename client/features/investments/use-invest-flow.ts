import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLocation } from 'wouter';
import { cents, centsToDecimal, decimalToCents, parseCents, quoteInvestment, type Cents } from '@common/money';
import { hasEnded } from '@common/rules/days-left';
import { isUnderAge } from '@common/rules/investment-limits';
import { onlySharesAvailableMessage, wholeShareAmounts } from '@common/rules/investment-rules';
import type { InvestmentFormValues, InvestmentPayload } from '@common/schemas/investments';
import type { Project } from '@common/schemas/projects';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth';
import { useInvestorProfile } from '@/features/investor-profile';
import { useSandboxNow } from '@/features/sandbox';
import { errorMessage } from '@/lib/api';
import { createSubmissionKey } from '@/lib/idempotency-key';
import { useCreateInvestment } from './api';

/**
 * The form's checks (zod and the schema, about 26 KB gzipped) are not needed to read the page or
 * to type: they load when the visitor starts on the form (`preloadInvestValidation`), or at the
 * latest on the first submit, whose checks were asynchronous already. The project page hydrates
 * without them.
 */
const loadValidation = () => import('./invest-validation');
export const preloadInvestValidation = () => void loadValidation();

/** The spec's delay before a visitor who tried to invest is sent to sign up. */
const SIGNUP_REDIRECT_DELAY_MS = 1500;

const emptyForm: InvestmentFormValues = { investorName: '', investorEmail: '', amount: '' };

/** The fields in the spec's order of checks (section 5): the first one with a problem names the toast. */
const FIELDS_IN_CHECK_ORDER = ['investorName', 'investorEmail', 'amount'] as const;

type InvestmentField = (typeof FIELDS_IN_CHECK_ORDER)[number];

function toInvestableProject(project: Pick<Project, 'minInvestment' | 'sharePrice' | 'availableShares'>) {
  return {
    minInvestmentCents: decimalToCents(project.minInvestment),
    sharePriceCents: decimalToCents(project.sharePrice),
    availableShares: project.availableShares,
  };
}

/**
 * The toast of the first failed check. The resolver keeps each field's message, not the spec's
 * title: name and email are 'Invalid Input', the amount 'Insufficient Shares' when too many
 * shares were asked for and 'Invalid Investment' otherwise.
 */
function firstProblem(errors: FieldErrors<InvestmentFormValues>, availableShares: number) {
  for (const field of FIELDS_IN_CHECK_ORDER) {
    const message = errors[field]?.message;
    if (!message) continue;
    if (field !== 'amount') return { title: 'Invalid Input', message };
    return { title: message === onlySharesAvailableMessage(availableShares) ? 'Insufficient Shares' : 'Invalid Investment', message };
  }
  return null;
}

/**
 * The invest flow of spec section 4: the form's checks (investmentFormSchema) in order with their
 * toasts, then an account, the agreement before the first investment, then the request; on
 * success the form is cleared.
 */
export function useInvestFlow(project: Project) {
  const { user, isAuthenticated } = useCurrentUser();
  const investable = toInvestableProject(project);
  const { minInvestmentCents, sharePriceCents, availableShares } = investable;
  const resolver = useMemo((): Resolver<InvestmentFormValues, unknown, InvestmentPayload> => {
    let check: Resolver<InvestmentFormValues, unknown, InvestmentPayload> | null = null;
    return async (values, context, options) => {
      check ??= (await loadValidation()).investmentResolver({ id: project.id, minInvestmentCents, sharePriceCents, availableShares });
      return check(values, context, options);
    };
  }, [project.id, minInvestmentCents, sharePriceCents, availableShares]);
  // A signed-in investor starts with their account's name and email; the server's page has them too.
  const [initialValues] = useState<InvestmentFormValues>(() =>
    user ? { ...emptyForm, investorName: fullName(user), investorEmail: user.email } : emptyForm,
  );
  const form = useForm<InvestmentFormValues, unknown, InvestmentPayload>({
    resolver,
    defaultValues: initialValues,
    // The spec's problems are toasts on submit, never messages while typing.
    reValidateMode: 'onSubmit',
  });
  const [investorName, investorEmail, amount] = useWatch({ control: form.control, name: FIELDS_IN_CHECK_ORDER });
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
  // When Invest was pressed: the visitor's way to sign up is timed from there.
  const submittedAt = useRef(0);
  useEffect(() => () => clearTimeout(signupTimer.current), []);

  // An account known only after the first render fills the fields still empty (once, so clearing after success sticks).
  const prefilledFor = useRef(user?.id);
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!user || prefilledFor.current === user.id) return;
    prefilledFor.current = user.id;
    if (!getValues('investorName')) setValue('investorName', fullName(user));
    if (!getValues('investorEmail')) setValue('investorEmail', user.email);
  }, [user, getValues, setValue]);

  const amountCents = parseCents(amount);
  const quote = quoteInvestment(amountCents ?? cents(0), sharePriceCents);
  // What of the amount buys no shares, and the amounts for whole shares around it (issue 25, item 5).
  const wholeShares =
    amountCents !== null && amountCents > 0
      ? wholeShareAmounts(amountCents, { minInvestmentCents, sharePriceCents, availableShares })
      : null;
  // The page shows the form only while the campaign is open; this keeps a stale page from submitting.
  const closed = project.status !== 'active' || hasEnded(project.timeline.endDate, now);
  // An empty amount is below any minimum (the spec disables the button below it); a malformed one stays
  // submittable so its format message can be told.
  const belowMinimum = amount.trim() === '' || (amountCents !== null && amountCents < minInvestmentCents);
  // Under 18 on the sandbox day (UTC, as the server counts it): told before starting, never after the agreement.
  const profile = useInvestorProfile(isAuthenticated);
  const underAge = isUnderAge(profile.data?.dateOfBirth ?? null, now.toISOString().slice(0, 10));
  const disabled = createInvestment.isPending || !investorName || !investorEmail || belowMinimum || closed || underAge;

  const register = (field: InvestmentField) => ({
    ...form.register(field, { onChange: () => setSucceeded(false) }),
    defaultValue: initialValues[field],
  });

  // An offered amount for whole shares replaces the typed one; focus goes back to the amount, as the offer's button goes away.
  const chooseAmount = (offeredCents: Cents) => {
    setSucceeded(false);
    form.setValue('amount', centsToDecimal(offeredCents), { shouldDirty: true });
    form.setFocus('amount');
  };

  const showProblem = (errors: FieldErrors<InvestmentFormValues>) => {
    const problem = firstProblem(errors, availableShares);
    if (problem) toast({ title: problem.title, description: problem.message, variant: 'destructive' });
  };

  // Rules 6 and 7 come after every check of the fields: an account, then the agreement.
  const invest = (payload: InvestmentPayload) => {
    if (!isAuthenticated) {
      toast({ title: 'Account Required', description: 'Please create an account to complete your investment.' });
      clearTimeout(signupTimer.current);
      // 1.5 s from the press: the checks before this toast may have waited for their code (loaded on first use).
      const checking = Date.now() - submittedAt.current;
      signupTimer.current = setTimeout(() => navigate('/signup'), Math.max(0, SIGNUP_REDIRECT_DELAY_MS - checking));
      return;
    }
    if (!termsAccepted) {
      setAgreementOpen(true);
      return;
    }
    // Returned, so the submission lasts until the answer (handleSubmit awaits it); a failure is the toast's, not a rejection.
    return createInvestment
      .mutateAsync(
        { payload, idempotencyKey: submissionKey.for(payload) },
        {
          onSuccess: () => {
            submissionKey.reset();
            toast({
              title: 'Investment Successful!',
              description: "Your investment has been processed. You'll receive updates on the project progress.",
            });
            form.reset(emptyForm);
            setSucceeded(true);
          },
          onError: (error) =>
            toast({ title: 'Investment Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
        },
      )
      .catch(() => undefined);
  };

  // The schema's check is asynchronous: a second click before the button is disabled again (a double click) is dropped
  // here, until the checks and any request they send are done.
  const submitting = useRef(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || submitting.current) return;
    submitting.current = true;
    submittedAt.current = Date.now();
    setSucceeded(false);
    void form
      .handleSubmit(
        invest,
        showProblem,
      )(event)
      // Only the checks' code failing to load rejects here (the request's failure has its toast): nothing was sent.
      .catch(() => toast({ title: 'Investment Failed', description: 'Please try again.', variant: 'destructive' }))
      .finally(() => (submitting.current = false));
  };

  return {
    user,
    register,
    quote,
    wholeShares,
    chooseAmount,
    investable,
    closed,
    underAge,
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

function fullName(user: { firstName: string; lastName: string }) {
  return `${user.firstName} ${user.lastName}`.trim();
}
