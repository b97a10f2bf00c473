import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema, type ResetPasswordForm as Values } from '@common/schemas/account';
import { Button, buttonClassName } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { useResetPassword } from './api';

/** The emailed link's page: the new password twice; then every session of the account is signed out. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ password }) => reset.mutate({ token, password }, { onSuccess: (answer) => setDone(answer.message) }));

  if (done) {
    return (
      <div role="status" className="grid gap-4 text-sm">
        <p>{done}</p>
        <Link href="/login" className={buttonClassName('primary', 'lg', 'w-full')}>
          Sign In
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      {reset.isError ? (
        <div role="alert" className="grid gap-1 rounded-lg border border-destructive p-3 text-sm text-[#fca5a5]">
          <p>{errorMessage(reset.error, 'The password could not be reset. Please try again.')}</p>
          <Link href="/forgot-password" className="font-semibold underline underline-offset-4">
            Ask for a new link
          </Link>
        </div>
      ) : null}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint="At least 6 characters, not a common password, and without your name or email."
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
