import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { AuthLoadingCard } from '@/components/auth-loading-card';
import { SignInRequired } from '@/components/sign-in-required';
import { useCurrentUser } from '@/features/auth';
import { Statements } from '@/features/statements';

/** /statements: the signed-in account's yearly statements, reached from the dashboard beside Account Activity and the payout statements. */
export default function StatementsPage() {
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
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Statements</h1>
        <p className="mt-2 text-muted-foreground">
          Each sandbox year of your account on one page: what came in, what went out and what you sold, adding up to your balance at the
          year’s end. Download any year as CSV or PDF. Virtual money: not a tax document.
        </p>
      </header>
      {isLoading ? (
        <AuthLoadingCard />
      ) : user ? (
        <Statements />
      ) : (
        <SignInRequired description="Please sign in to see your statements." offerSignup />
      )}
    </div>
  );
}
