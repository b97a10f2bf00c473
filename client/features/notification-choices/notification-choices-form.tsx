import { useId, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NOTIFICATION_KIND_NAMES,
  notificationChannels,
  notificationChoicesSchema,
  type NotificationChannel,
  type NotificationChoices,
  type NotificationChoicesPayload,
} from '@common/schemas/notification-choices';
import { notificationKinds } from '@common/schemas/notifications';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { preloadToastStack } from '@/components/ui/toaster';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useNotificationChoices, useSaveNotificationChoices } from './api';

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In the site only',
  email: 'Email at once',
  digest: 'Daily digest',
};

export const SAVED_TOAST = 'Your notification choices are saved.';

interface ChoicesForm {
  choices: NotificationChoices;
}

/** The kinds whose channel differs from what the server holds: what the PUT sends. */
export function changedChoices(saved: NotificationChoices, chosen: NotificationChoices): NotificationChoicesPayload['choices'] {
  return Object.fromEntries(notificationKinds.filter((kind) => chosen[kind] !== saved[kind]).map((kind) => [kind, chosen[kind]]));
}

/** The choices page's form once the signed-in user's choices are read, or why they are not. */
export function NotificationChoicesSection() {
  const choices = useNotificationChoices(true);
  if (choices.isPending) return <Skeleton className="h-96" />;
  if (choices.isError) {
    return <LoadError title="Your notification choices could not be loaded" error={choices.error} onRetry={() => void choices.refetch()} />;
  }
  return <NotificationChoicesForm saved={choices.data.choices} />;
}

/**
 * One fieldset a kind, in the order of `notificationKinds`, each with its three channels as
 * labelled radio buttons. Only the kinds changed are sent. The button is not disabled while the
 * choices go out (a second press is ignored), so focus stays on it whatever the server answers.
 */
function NotificationChoicesForm({ saved }: { saved: NotificationChoices }) {
  const id = useId();
  const save = useSaveNotificationChoices();
  const form = useForm<ChoicesForm>({ resolver: zodResolver(notificationChoicesSchema), defaultValues: { choices: saved } });
  // Set from the press until the server answers: handleSubmit validates before `save` is pending.
  const busy = useRef(false);

  const send = ({ choices: chosen }: ChoicesForm) => {
    const changed = changedChoices(saved, chosen);
    if (Object.keys(changed).length === 0) {
      busy.current = false;
      toast({ title: SAVED_TOAST });
      return;
    }
    save.mutate(
      { choices: changed },
      {
        onSuccess: (answer) => {
          form.reset({ choices: answer.choices });
          toast({ title: SAVED_TOAST });
        },
        onError: (error) =>
          toast({ title: 'Choices not saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void form.handleSubmit(send, () => {
      busy.current = false;
    })(event);
  };

  return (
    <form noValidate onSubmit={submit} onFocus={preloadToastStack} aria-label="Notification choices" className="grid gap-4">
      {notificationKinds.map((kind) => (
        // A floated legend sits inside the box, above its options, instead of on its border.
        <fieldset key={kind} className="m-0 min-w-0 rounded-xl border border-border bg-card p-4">
          <legend className="float-left mb-3 w-full text-sm font-semibold">{NOTIFICATION_KIND_NAMES[kind]}</legend>
          <div className="clear-both grid gap-2 sm:grid-cols-3">
            {notificationChannels.map((channel) => {
              const inputId = `${id}-${kind}-${channel}`;
              return (
                <label
                  key={channel}
                  htmlFor={inputId}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/20 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
                >
                  <input
                    id={inputId}
                    type="radio"
                    value={channel}
                    className="h-4 w-4 shrink-0 accent-primary"
                    {...form.register(`choices.${kind}`)}
                  />
                  {CHANNEL_LABELS[channel]}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">Save choices</Button>
        <span role="status" className="text-sm text-muted-foreground">
          {save.isPending ? 'Saving…' : ''}
        </span>
      </div>
    </form>
  );
}
