import { AuthLoadingCard } from '@/components/auth-loading-card';
import { SignInRequired } from '@/components/sign-in-required';
import { useCurrentUser } from '@/features/auth';
import { OperatorConsole } from '@/features/operator/console.entry';

export default function OperatorPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Operator console</h1>
        <p className="mt-2 text-muted-foreground">For Stagebacker Sandbox staff. Every change here is written to the audit log.</p>
      </header>
      {isLoading ? <AuthLoadingCard /> : user ? <OperatorConsole /> : <SignInRequired description="Please sign in with a staff account." />}
    </div>
  );
}
