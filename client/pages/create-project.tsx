import { Link } from 'wouter';
import { Music } from 'lucide-react';
import { AuthLoadingCard } from '@/components/auth-loading-card';
import { SignInRequired } from '@/components/sign-in-required';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { canCreateProjects, useCurrentUser } from '@/features/auth';
import { CreateProjectForm } from '@/features/projects/create-project.entry';
import { HaltNotice } from '@/features/halts';

/** An investor account cannot run projects; this says why and where to go instead. */
function CreatorAccountRequired() {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <Music className="mx-auto h-10 w-10 text-accent" aria-hidden />
      <h2 className="mt-4 text-2xl font-bold">Creator Account Required</h2>
      <p className="mt-2 text-muted-foreground">
        Creating a project needs a creator account. Yours is an investor account: sign up with the account type Musician or Both to launch
        your own project.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/for-creators" className={buttonClassName('primary', 'lg')}>
          For Creators
        </Link>
        <Link href="/explore" className={buttonClassName('outline', 'lg')}>
          Explore Projects
        </Link>
      </div>
    </Card>
  );
}

export default function CreateProjectPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Create Your Project</h1>
        <p className="mt-3 text-muted-foreground">
          Tell investors what you are making, set your funding terms and share a demo song. In the sandbox a project goes live at once; it
          and all money in it are fictional.
        </p>
      </header>
      {isLoading ? (
        <AuthLoadingCard />
      ) : !user ? (
        <SignInRequired description="Please sign in to create a project." offerSignup />
      ) : !canCreateProjects(user) ? (
        <CreatorAccountRequired />
      ) : (
        <div className="grid gap-4">
          <HaltNotice scope="projects" />
          <CreateProjectForm />
        </div>
      )}
    </div>
  );
}
