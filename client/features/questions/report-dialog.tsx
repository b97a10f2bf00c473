import { useId, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { postReportReasons, reportPostSchema, type ReportPostPayload } from '@common/schemas/questions';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useReportPost } from './api';

export const REPORTED_TOAST = 'Thanks. A moderator will review this post.';

const REASON_LABELS: Record<(typeof postReportReasons)[number], string> = {
  spam: 'Spam',
  abuse: 'Abuse',
  misleading: 'Misleading',
  other: 'Other',
};

/** "Report this post": a reason (required) and an optional note; a refusal (403, 409) shows the server's message. */
export function ReportDialog({ postId, open, onOpenChange }: { postId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const report = useReportPost(postId);
  const form = useForm<ReportPostPayload, unknown, z.output<typeof reportPostSchema>>({
    resolver: zodResolver(reportPostSchema),
    defaultValues: { note: '' },
  });
  const { errors } = form.formState;
  const busy = useRef(false);

  const close = (next: boolean) => {
    if (!next) {
      form.reset({ note: '' });
      report.reset();
    }
    onOpenChange(next);
  };

  const send = ({ reason, note }: z.output<typeof reportPostSchema>) =>
    report.mutate(note ? { reason, note } : { reason }, {
      onSuccess: () => {
        toast({ title: REPORTED_TOAST });
        close(false);
      },
      onSettled: () => {
        busy.current = false;
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void form.handleSubmit(send, () => {
      busy.current = false;
    })(event);
  };

  return (
    <Dialog open={open} onOpenChange={close} title="Report this post">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <fieldset className="m-0 grid min-w-0 gap-2" aria-describedby={errors.reason ? `${id}-reason-message` : undefined}>
          <legend className="mb-1 text-sm font-medium">Reason</legend>
          {postReportReasons.map((reason) => (
            <label key={reason} htmlFor={`${id}-${reason}`} className="flex min-h-9 items-center gap-2 text-sm">
              <input id={`${id}-${reason}`} type="radio" value={reason} className="h-4 w-4 accent-primary" {...form.register('reason')} />
              {REASON_LABELS[reason]}
            </label>
          ))}
          {errors.reason?.message ? (
            <p id={`${id}-reason-message`} className="text-sm text-[#fca5a5]">
              {errors.reason.message}
            </p>
          ) : null}
        </fieldset>
        <TextareaField label="Note (optional)" rows={3} maxLength={500} error={errors.note?.message} {...form.register('note')} />
        {report.isError ? (
          <p role="alert" className="text-sm text-[#fca5a5]">
            {errorMessage(report.error, 'The report could not be sent. Please try again.')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <span role="status" className="text-sm text-muted-foreground">
            {report.isPending ? 'Reporting…' : ''}
          </span>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit">Report</Button>
        </div>
      </form>
    </Dialog>
  );
}
