import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError, errorMessage } from '@/lib/api';
import { tokenProblem, unsubscribeLinkQuery, useUnsubscribe } from './api';

/** A refusal of the link itself (not valid, expired), as opposed to a server or network failure worth retrying. */
const isRefused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

const choicesLink = (
  <Link href="/account/notifications" className={buttonClassName('outline', 'md', 'justify-self-start')}>
    Notification choices
  </Link>
);

function Frame({ title, heading, children }: { title: string; heading?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <Card className="grid gap-4 p-6 sm:p-8">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold tracking-tight outline-none sm:text-3xl">
        {title}
      </h1>
      {children}
    </Card>
  );
}

/**
 * The page an emailed unsubscribe link opens: it reads what the link would turn off (a GET, which
 * changes nothing, as mail scanners follow links), asks, and only the button's POST turns that
 * kind's mail off. A link that is not valid or has expired says so. After the button, the new
 * state's heading takes focus, as the button is gone.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const problem = tokenProblem(token);
  const link = useQuery({ ...unsubscribeLinkQuery(token), enabled: problem === null });
  const unsubscribe = useUnsubscribe(token);
  const heading = useRef<HTMLHeadingElement>(null);
  // Set from the press until the server answers: the mutation reports pending a moment after it starts.
  const sending = useRef(false);
  const press = () => {
    if (sending.current) return;
    sending.current = true;
    unsubscribe.mutate(undefined, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  const answered = unsubscribe.isSuccess || (unsubscribe.isError && isRefused(unsubscribe.error));
  useEffect(() => {
    if (answered) heading.current?.focus();
  }, [answered]);

  if (problem !== null || (link.isError && isRefused(link.error)) || (unsubscribe.isError && isRefused(unsubscribe.error))) {
    const message = problem ?? errorMessage(unsubscribe.isError ? unsubscribe.error : link.error, 'This unsubscribe link is not valid.');
    return (
      <Frame title="This link doesn't work" heading={heading}>
        <p className="text-muted-foreground">{message}</p>
        {choicesLink}
      </Frame>
    );
  }
  if (link.isError) {
    return <LoadError title="This unsubscribe link could not be read" error={link.error} onRetry={() => void link.refetch()} />;
  }
  if (link.isPending) {
    return (
      <Frame title="Unsubscribe">
        <p role="status" className="text-muted-foreground">
          Reading your link…
        </p>
      </Frame>
    );
  }
  const { kindName, email } = link.data;
  if (unsubscribe.isSuccess) {
    return (
      <Frame title="You're unsubscribed" heading={heading}>
        <p className="text-muted-foreground">
          {`You won't get emails about “${unsubscribe.data.kindName}” any more. It still appears in the site's notifications.`}
        </p>
        {choicesLink}
      </Frame>
    );
  }
  return (
    <Frame title="Unsubscribe" heading={heading}>
      <p className="wrap-anywhere">{`Stop emails about “${kindName}” to ${email}?`}</p>
      {unsubscribe.isError ? (
        <p role="alert" className="text-sm text-[#fca5a5]">
          {errorMessage(unsubscribe.error, 'Please check your connection and try again.')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {/* Not disabled while the request goes out (a second press is ignored), so focus stays on it if it fails. */}
        <Button onClick={press}>Unsubscribe</Button>
        <span role="status" className="text-sm text-muted-foreground">
          {unsubscribe.isPending ? 'Unsubscribing…' : ''}
        </span>
      </div>
    </Frame>
  );
}
