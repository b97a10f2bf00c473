import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createUpdateSchema,
  UPDATE_BODY_MAX,
  UPDATE_TITLE_MAX,
  type CreateUpdatePayload,
  type CreateUpdateRequest,
} from '@common/schemas/updates';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useHydrated } from '@/lib/use-hydrated';
import { usePostUpdate } from './api';

const count = new Intl.NumberFormat('en-US');
const blank: CreateUpdatePayload = { title: '', body: '', visibility: 'public' };

/** The creator's form for a new update, checked with the server's own schema; a refusal shows the server's message. */
export function UpdateForm({ projectId }: { projectId: string }) {
  const post = usePostUpdate(projectId);
  const hydrated = useHydrated();
  const form = useForm<CreateUpdatePayload, unknown, CreateUpdateRequest>({
    resolver: zodResolver(createUpdateSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  // Run unawaited (void) in onSubmit: its promise rejects only if validation or this callback throws, and
  // mutate reports a failed request through its own callbacks, not by throwing.
  const submit = form.handleSubmit((update) =>
    post.mutate(update, {
      onSuccess: () => {
        form.reset(blank);
        toast({ title: 'Update posted', description: 'Followers and investors who may read it are notified.' });
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="post-update-heading"
      className="grid gap-4 rounded-xl border border-border bg-muted/40 p-4 sm:p-5"
    >
      <h3 id="post-update-heading" className="text-lg font-bold">
        Post an update
      </h3>
      <Field
        label="Update title"
        maxLength={UPDATE_TITLE_MAX}
        hint={`Up to ${UPDATE_TITLE_MAX} characters.`}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextareaField
        label="Update text"
        rows={6}
        maxLength={UPDATE_BODY_MAX}
        hint={`Plain text, up to ${count.format(UPDATE_BODY_MAX)} characters. Leave a blank line between paragraphs; web addresses become links.`}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Who can read it</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="public" className="h-4 w-4 accent-primary" {...form.register('visibility')} />
          Everyone
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="investors" className="h-4 w-4 accent-primary" {...form.register('visibility')} />
          Investors only (holders of a pending or active investment)
        </label>
        {errors.visibility?.message ? <p className="text-sm text-[#fca5a5]">{errors.visibility.message}</p> : null}
      </fieldset>
      {post.isError ? (
        <p role="alert" className="text-sm text-[#fca5a5]">
          {errorMessage(post.error, 'The update could not be posted. Please try again.')}
        </p>
      ) : null}
      {/* Disabled until this lazy part has hydrated: a click on the server's HTML would submit the form natively, its text in the address. */}
      <Button type="submit" disabled={!hydrated || post.isPending} className="justify-self-start">
        {post.isPending ? 'Posting…' : 'Post update'}
      </Button>
    </form>
  );
}
