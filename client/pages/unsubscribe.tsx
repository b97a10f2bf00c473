import { useSearch } from 'wouter';
import { UnsubscribePanel } from '@/features/notification-choices/unsubscribe.entry';

/** An emailed link's page: no sign-in needed, the token says whose mail and which kind. */
export default function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <UnsubscribePanel token={token} />
    </div>
  );
}
