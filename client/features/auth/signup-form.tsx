import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE } from '@common/common-passwords';
import { signupFormSchema, type SignupForm as SignupFormValues } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field, PasswordField } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { AccountTypeField } from './account-type-field';
import { useSignup } from './api';
import { PasswordStrengthMeter } from './password-strength-meter';
import { welcomeThenReloadHome } from './welcome';

const emptyForm: SignupFormValues = { firstName: '', lastName: '', email: '', accountType: 'investor', password: '', confirmPassword: '' };

export function SignupForm() {
  const signup = useSignup();
  // Stays true through the reload, so the account cannot be submitted twice.
  const [signedUp, setSignedUp] = useState(false);
  const form = useForm<SignupFormValues, unknown, z.output<typeof signupFormSchema>>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  // Run unawaited (void) in onSubmit: its promise rejects only if validation or this callback throws, and
  // mutate reports a failed request through its own callbacks, not by throwing.
  const submit = form.handleSubmit(({ confirmPassword: _confirmed, ...payload }) =>
    signup.mutate(payload, {
      onSuccess: () => {
        setSignedUp(true);
        welcomeThenReloadHome('Welcome to Stagebacker Sandbox!', 'Your account is ready. Add virtual funds to start backing projects.');
      },
      onError: (error) =>
        toast({
          title: 'Signup failed',
          description: errorMessage(error, 'Please check your information and try again.'),
          variant: 'destructive',
        }),
    }),
  );

  const busy = signup.isPending || signedUp;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <Field label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <AccountTypeField registration={form.register('accountType')} error={errors.accountType?.message} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordStrengthMeter password={password} commonMessageShown={errors.password?.message === COMMON_PASSWORD_MESSAGE} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={busy} className="mt-1 w-full">
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
