import { AuthLoadingCard } from '@/components/auth-loading-card';
import { SignInRequired } from '@/components/sign-in-required';
import { canCreateProjects, useCurrentUser } from '@/features/auth';
import { CreatorTab } from '@/features/creator-dashboard';
import { PortfolioView } from '@/features/portfolio';
import { useHeadingFocusOnArrival } from '@/lib/focus-on-arrival';

export default function DashboardPage() {
  const { user, isLoading } = useCurrentUser();
  const heading = useHeadingFocusOnArrival<HTMLHeadingElement>();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:py-12">
      <header className="mb-8">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl">
          Investment Dashboard
        </h1>
        <p className="mt-2 text-muted-foreground">Your virtual portfolio in the Stagebacker Sandbox. No real money moves.</p>
      </header>
      {isLoading ? (
        <AuthLoadingCard />
      ) : user ? (
        <PortfolioView user={user} creatorTab={canCreateProjects(user) ? <CreatorTab /> : undefined} />
      ) : (
        <SignInRequired description="Please sign in to view your investment dashboard." offerSignup />
      )}
    </div>
  );
}
