import { Link } from 'wouter';
import { buttonClassName } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * Where a signed-in user goes from the pages that invite visitors to sign up (the landing page,
 * /sandbox-access, /signup): their dashboard, or explore.
 */
export function WayIn({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col justify-center gap-3 sm:flex-row', className)}>
      <Link href="/dashboard" className={buttonClassName('primary', 'lg')}>
        Go to Dashboard
      </Link>
      <Link href="/explore" className={buttonClassName('outline', 'lg')}>
        Explore Projects
      </Link>
    </div>
  );
}
