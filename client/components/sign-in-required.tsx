import { Link } from 'wouter';
import { LockKeyhole } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface SignInRequiredProps {
  description: string;
  /** The dashboard also offers Create Account; add funds only Sign In. */
  offerSignup?: boolean;
}

/** What a signed-out visitor sees on a page that needs an account. */
export function SignInRequired({ description, offerSignup = false }: SignInRequiredProps) {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <LockKeyhole className="mx-auto h-10 w-10 text-accent" aria-hidden />
      <h2 className="mt-4 text-2xl font-bold">Sign In Required</h2>
      <p className="mt-2 text-muted-foreground">{description}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/login" className={buttonClassName('primary', 'lg')}>
          Sign In
        </Link>
        {offerSignup ? (
          <Link href="/signup" className={buttonClassName('outline', 'lg')}>
            Create Account
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
