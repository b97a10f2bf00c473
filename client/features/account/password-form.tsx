import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordForm } from '@common/schemas/account';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useChangePassword } from './api';

/** Current password, then the new one twice; on success the other sessions are signed out and this one stays. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          form.reset();
          toast({ title: 'Password changed', description: answer.message });
        },
        onError: (error) =>
          toast({ title: 'Password not changed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="Change password">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint="At least 6 characters, not a common password, and without your name or email."
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
