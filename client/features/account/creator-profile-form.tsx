import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  creatorProfileUpdateSchema,
  type CreatorProfile,
  type CreatorProfileForm as Values,
  type CreatorProfilePayload,
} from '@common/schemas/account';
import { Button, buttonClassName } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useUpdateCreatorProfile } from './api';
import { ImageUploadField } from './image-upload-field';

/** What /musician/{id} shows: bio, image, Spotify and website links. */
export function CreatorProfileForm({ creator }: { creator: CreatorProfile }) {
  const update = useUpdateCreatorProfile();
  const form = useForm<Values, unknown, CreatorProfilePayload>({
    resolver: zodResolver(creatorProfileUpdateSchema),
    defaultValues: {
      bio: creator.bio,
      imageUrl: creator.imageUrl,
      spotifyUrl: creator.spotifyUrl ?? '',
      websiteUrl: creator.websiteUrl ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { ...values, imageUrl: creator.imageUrl },
      {
        onSuccess: (saved) => {
          form.reset({ bio: saved.bio, imageUrl: saved.imageUrl, spotifyUrl: saved.spotifyUrl ?? '', websiteUrl: saved.websiteUrl ?? '' });
          toast({ title: 'Creator profile saved', description: 'Your public profile shows the changes.' });
        },
        onError: (error) =>
          toast({ title: 'Could not save', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    ),
  );

  const saveImage = (imageUrl: string | null) =>
    update.mutateAsync(
      {
        bio: creator.bio,
        imageUrl,
        spotifyUrl: creator.spotifyUrl,
        websiteUrl: creator.websiteUrl,
      },
      { onSuccess: () => toast({ title: imageUrl ? 'Creator image saved' : 'Creator image removed' }) },
    );

  return (
    <div className="grid gap-8">
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="Creator profile">
        <TextareaField label="Bio" rows={5} maxLength={2000} error={errors.bio?.message} {...form.register('bio')} />
        <Field
          label="Spotify link"
          type="url"
          inputMode="url"
          placeholder="https://open.spotify.com/artist/…"
          error={errors.spotifyUrl?.message}
          {...form.register('spotifyUrl')}
        />
        <Field
          label="Website link"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.websiteUrl?.message}
          {...form.register('websiteUrl')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save creator profile'}
          </Button>
          <Link href={`/musician/${creator.id}`} className={buttonClassName('outline')}>
            View public profile
          </Link>
        </div>
      </form>
      <section aria-labelledby="creator-image-heading" className="grid gap-3">
        <h3 id="creator-image-heading" className="text-lg font-semibold">
          Image on your public profile
        </h3>
        <ImageUploadField label="Creator image" current={creator.imageUrl} onSave={saveImage} />
      </section>
    </div>
  );
}
