import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { AuthLoadingCard } from '@/components/auth-loading-card';
import { SignInRequired } from '@/components/sign-in-required';
import { useCurrentUser } from '@/features/auth';
import { AccountActivity } from '@/features/ledger';

/** /account-activity: every movement of the signed-in user's sandbox money, reached from the dashboard. */
export default function AccountActivityPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-12">
      <Link
        href="/dashboard"
        className="-my-0.5 inline-flex min-h-6 items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Dashboard
      </Link>
      <header className="mt-4 mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Account Activity</h1>
        <p className="mt-2 text-muted-foreground">
          Every dollar of your sandbox balance explained: money added, held in escrow, refunded, sold and paid out. No real money moves.
        </p>
      </header>
      {isLoading ? (
        <AuthLoadingCard />
      ) : user ? (
        <AccountActivity user={user} />
      ) : (
        <SignInRequired description="Please sign in to see your account activity." offerSignup />
      )}
    </div>
  );
}
