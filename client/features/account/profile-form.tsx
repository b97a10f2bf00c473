import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountProfileSchema, type AccountProfilePayload } from '@common/schemas/account';
import type { CurrentUser } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useUpdateProfile } from './api';
import { ImageUploadField } from './image-upload-field';

/** First and last name, and the profile image the header's avatar shows. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const form = useForm<AccountProfilePayload>({
    resolver: zodResolver(accountProfileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { firstName: values.firstName, lastName: values.lastName },
      {
        onSuccess: (saved) => {
          form.reset({ firstName: saved.firstName, lastName: saved.lastName });
          toast({ title: 'Profile saved', description: 'Your name has been updated.' });
        },
        onError: (error) =>
          toast({ title: 'Could not save', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    ),
  );

  const saveImage = (profileImageUrl: string | null) =>
    update.mutateAsync(
      { firstName: user.firstName, lastName: user.lastName, profileImageUrl },
      { onSuccess: () => toast({ title: profileImageUrl ? 'Profile image saved' : 'Profile image removed' }) },
    );

  return (
    <div className="grid gap-8">
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="Name">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
          <Field label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
        </div>
        <Field
          label="Email"
          type="email"
          value={user.email}
          readOnly
          disabled
          hint="Your email is how you sign in; it cannot be changed here."
        />
        <Button type="submit" disabled={update.isPending} className="justify-self-start">
          {update.isPending ? 'Saving...' : 'Save name'}
        </Button>
      </form>
      <section aria-labelledby="profile-image-heading" className="grid gap-3">
        <h3 id="profile-image-heading" className="text-lg font-semibold">
          Avatar
        </h3>
        <p className="text-sm text-muted-foreground">Shown in the header instead of your initials.</p>
        <ImageUploadField label="Profile image" current={user.profileImageUrl} onSave={saveImage} />
      </section>
    </div>
  );
}
