import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { AuthLoadingCard } from '@/components/auth-loading-card';
import { SignInRequired } from '@/components/sign-in-required';

interface SignedInPageFrameProps<User> {
  title: string;
  description: string;
  /** What a signed-out visitor is asked to sign in for. */
  signedOutDescription: string;
  /** The page's `useCurrentUser()`: the frame shows the loading card, then the children or Sign In Required. */
  user: User | null | undefined;
  isLoading: boolean;
  children: (user: User) => ReactNode;
}

/** The frame of an account page reached from the dashboard: the way back to it, the heading, and the signed-out states around the page's content. */
export function SignedInPageFrame<User>({
  title,
  description,
  signedOutDescription,
  user,
  isLoading,
  children,
}: SignedInPageFrameProps<User>) {
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
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
      </header>
      {isLoading ? <AuthLoadingCard /> : user ? children(user) : <SignInRequired description={signedOutDescription} offerSignup />}
    </div>
  );
}
