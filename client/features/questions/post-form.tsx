import { useId, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { createPostSchema, POST_BODY_MAX, type CreatePostPayload, type Post } from '@common/schemas/questions';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api';
import { useHydrated } from '@/lib/use-hydrated';

export const PROMOTER_LABEL = 'I am paid, or will be, to promote this project';

const count = new Intl.NumberFormat('en-US');
const blank: CreatePostPayload = { body: '', promoter: false };

interface PostFormProps {
  /** The form's name for screen readers, e.g. "Ask a question". */
  title: string;
  /** Shown as a heading above the fields when set; otherwise the form is named by `title` alone. */
  showTitle?: boolean;
  fieldLabel: string;
  submitLabel: string;
  pendingLabel: string;
  /** A project's creator posts as its creator and is never asked whether they are a paid promoter. */
  isCreator: boolean;
  post: UseMutationResult<Post, Error, CreatePostPayload>;
  onPosted?: () => void;
  autoFocus?: boolean;
}

/**
 * A question's or an answer's text and the promoter statement, checked with the server's own
 * schema; a refusal shows the server's message. The button is not disabled while the post goes
 * out (a second press is ignored), so focus stays on it whatever the server answers.
 */
export function PostForm({
  title,
  showTitle = false,
  fieldLabel,
  submitLabel,
  pendingLabel,
  isCreator,
  post,
  onPosted,
  autoFocus,
}: PostFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const form = useForm<CreatePostPayload, unknown, z.output<typeof createPostSchema>>({
    resolver: zodResolver(createPostSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  // Set from the press until the server answers: handleSubmit validates before the mutation is pending.
  const busy = useRef(false);

  const send = (payload: z.output<typeof createPostSchema>) =>
    post.mutate(
      { body: payload.body, promoter: isCreator ? false : payload.promoter },
      {
        onSuccess: () => {
          form.reset(blank);
          onPosted?.();
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void form.handleSubmit(send, () => {
      busy.current = false;
    })(event);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={showTitle ? undefined : title}
      aria-labelledby={showTitle ? `${id}-title` : undefined}
      className="grid gap-3"
    >
      {showTitle ? (
        <h3 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h3>
      ) : null}
      <TextareaField
        label={fieldLabel}
        rows={4}
        maxLength={POST_BODY_MAX}
        autoFocus={autoFocus}
        hint={`Plain text, 10 to ${count.format(POST_BODY_MAX)} characters.`}
        error={errors.body?.message}
        {...form.register('body')}
      />
      {isCreator ? null : (
        <label htmlFor={`${id}-promoter`} className="flex items-start gap-2 text-sm">
          <input id={`${id}-promoter`} type="checkbox" className="h-6 w-6 shrink-0 accent-primary" {...form.register('promoter')} />
          {PROMOTER_LABEL}
        </label>
      )}
      {post.isError ? (
        <p role="alert" className="text-sm text-[#fca5a5]">
          {errorMessage(post.error, 'Your post could not be sent. Please try again.')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {/* Disabled only until hydrated: a press on the server's HTML would submit the form natively, its text in the address. */}
        <Button type="submit" disabled={!hydrated}>
          {submitLabel}
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {post.isPending ? pendingLabel : ''}
        </span>
      </div>
    </form>
  );
}
