import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { AuthLoadingCard } from '@/components/auth-loading-card';
import { SignInRequired } from '@/components/sign-in-required';
import { useCurrentUser } from '@/features/auth';
import { WithdrawForm } from '@/features/funds';

export default function WithdrawPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-12">
      <Link
        href="/dashboard"
        className="-my-0.5 inline-flex min-h-6 items-center gap-2 rounded-md text-sm font-medium text-[#c4b5fd] hover:text-white"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Dashboard
      </Link>
      <header className="mt-6 mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Withdraw Funds</h1>
        <p className="mt-2 text-muted-foreground">
          Move virtual money out of your sandbox balance to a demo bank account. No real payment is processed.
        </p>
      </header>
      {isLoading ? (
        <AuthLoadingCard />
      ) : user ? (
        <WithdrawForm user={user} />
      ) : (
        <SignInRequired description="Please sign in to withdraw funds from your account." />
      )}
    </div>
  );
}
