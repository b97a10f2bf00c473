import { AuthLoadingCard } from '@/components/auth-loading-card';
import { SignInRequired } from '@/components/sign-in-required';
import { useCurrentUser } from '@/features/auth';
import { TwoFactorSetupPanel } from '@/features/operator/console.entry';

export default function OperatorTwoFactorPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Two-factor sign-in</h1>
        <p className="mt-2 text-muted-foreground">Staff use a code from an authenticator app after their password.</p>
      </header>
      {isLoading ? (
        <AuthLoadingCard />
      ) : user ? (
        <TwoFactorSetupPanel />
      ) : (
        <SignInRequired description="Please sign in with a staff account." />
      )}
    </div>
  );
}
