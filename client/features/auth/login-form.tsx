import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, TWO_FACTOR_REQUIRED, type LoginPayload } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field, PasswordField } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useLogin } from './api';
import { welcomeThenReloadHome } from './welcome';

export function LoginForm() {
  const login = useLogin();
  // Stays true through the reload, so the form cannot be sent twice.
  const [signedIn, setSignedIn] = useState(false);
  // A staff account with two-factor sign-in is asked for its code after the password: the field appears, focused.
  const [askCode, setAskCode] = useState(false);
  const form = useForm<LoginPayload>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '', code: '' } });
  const { errors } = form.formState;

  // Run unawaited (void) in onSubmit: its promise rejects only if validation or this callback throws, and
  // mutate reports a failed request through its own callbacks, not by throwing.
  const submit = form.handleSubmit(({ code, ...credentials }) =>
    login.mutate(code ? { ...credentials, code } : credentials, {
      onSuccess: () => {
        setSignedIn(true);
        welcomeThenReloadHome('Welcome back to Stagebacker Sandbox!', 'You are signed in. Taking you to the home page...');
      },
      onError: (error) => {
        const message = errorMessage(error, 'Please check your credentials and try again.');
        if (message === TWO_FACTOR_REQUIRED && !askCode) {
          setAskCode(true);
          return;
        }
        toast({ title: 'Login failed', description: message, variant: 'destructive' });
      },
    }),
  );

  const busy = login.isPending || signedIn;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="grid gap-2">
        <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
        <Link
          href="/forgot-password"
          className="inline-flex min-h-6 items-center justify-self-end text-sm font-medium text-[#c4b5fd] underline underline-offset-4 hover:text-white"
        >
          Forgot password?
        </Link>
      </div>
      {askCode ? (
        <Field
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          hint={TWO_FACTOR_REQUIRED}
          error={errors.code?.message}
          {...form.register('code')}
        />
      ) : null}
      <Button type="submit" size="lg" disabled={busy} className="mt-1 w-full">
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
