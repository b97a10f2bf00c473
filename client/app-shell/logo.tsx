import { Link } from 'wouter';
import { useCurrentUser } from '@/features/auth';
import { useHasEnteredEmail } from '@/lib/email-gate';

/**
 * The logo links a signed-in user to their dashboard; a visitor to /sandbox-access once they
 * have entered an email on the landing page, else to /.
 */
export function Logo() {
  const { user } = useCurrentUser();
  const hasEnteredEmail = useHasEnteredEmail();
  return (
    <Link
      href={user ? '/dashboard' : hasEnteredEmail ? '/sandbox-access' : '/'}
      className="inline-flex items-center gap-2 rounded-lg font-bold tracking-tight"
      aria-label="Stagebacker Sandbox home"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg text-foreground">Stagebacker</span>
      <span className="rounded-full bg-accent px-2 py-0.5 text-[11px] font-bold tracking-wider text-accent-foreground uppercase">
        Sandbox
      </span>
    </Link>
  );
}
