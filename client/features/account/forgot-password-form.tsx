import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordSchema,
  MAIL_NOT_DELIVERED_NOTICE,
  type ForgotPasswordAnswer,
  type ForgotPasswordPayload,
} from '@common/schemas/account';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useForgotPassword } from './api';

/** Asks for the account's email; the answer is the same whether or not an account has it. */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const [answer, setAnswer] = useState<ForgotPasswordAnswer | null>(null);
  const form = useForm<ForgotPasswordPayload>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: setAnswer,
      onError: (error) => toast({ title: 'Request failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );

  if (answer) {
    return (
      <div role="status" className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4 text-sm">
        <p className="font-semibold">Check your email</p>
        <p>{answer.message}</p>
        {!answer.mailDelivered && <p>{MAIL_NOT_DELIVERED_NOTICE}</p>}
        <p className="text-muted-foreground">The link works once, for one hour.</p>
      </div>
    );
  }
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
      <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
