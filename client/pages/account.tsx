import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AuthLoadingCard } from '@/components/auth-loading-card';
import { LoadError } from '@/components/load-error';
import { SignInRequired } from '@/components/sign-in-required';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccount } from '@/features/account';
import { CreatorProfileForm, PasswordForm, ProfileForm } from '@/features/account/account.entry';
import { canCreateProjects, useCurrentUser } from '@/features/auth';
import { InvestorProfileSection } from '@/features/investor-profile/account.entry';

function Section({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby={id} className="grid gap-6">
        <header>
          <h2 id={id} className="text-xl font-bold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </header>
        {children}
      </section>
    </Card>
  );
}

function CreatorSection() {
  const account = useAccount();
  if (account.isPending) return <Skeleton className="h-40" />;
  if (account.isError)
    return <LoadError title="Your creator profile could not be loaded" error={account.error} onRetry={() => void account.refetch()} />;
  if (!account.data.creator)
    return (
      <div className="grid gap-3 text-sm">
        <p>Your public creator profile is made with your first project.</p>
        <Link href="/create-project" className={buttonClassName('outline', 'md', 'justify-self-start')}>
          Create Project
        </Link>
      </div>
    );
  return <CreatorProfileForm key={account.data.creator.id} creator={account.data.creator} />;
}

export default function AccountPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Account Settings</h1>
        <p className="mt-2 text-muted-foreground">
          Your name, profile image, password and investor profile{user && canCreateProjects(user) ? ', and your creator profile' : ''}.
        </p>
      </header>
      {isLoading ? (
        <AuthLoadingCard />
      ) : user ? (
        <div className="grid gap-8">
          <Section
            id="profile-heading"
            title="Profile"
            description="How you appear in the header and, for creators, on your public profile."
          >
            <ProfileForm key={user.id} user={user} />
          </Section>
          <Section
            id="password-heading"
            title="Password"
            description="Changing your password signs you out on every other device; this one stays signed in."
          >
            <PasswordForm />
          </Section>
          <Section
            id="notifications-heading"
            title="Notifications"
            description="Every notification appears in the site's notification menu; choose which are also emailed to you, at once or in a daily digest."
          >
            <Link href="/account/notifications" className={buttonClassName('outline', 'md', 'justify-self-start')}>
              Notification choices
            </Link>
          </Section>
          <Section
            id="investor-profile-heading"
            title="Investor profile"
            description="What Regulation Crowdfunding's limit on your investments over 12 months is computed from. Without a profile the limit is $2,500."
          >
            <InvestorProfileSection />
          </Section>
          {canCreateProjects(user) ? (
            <Section id="creator-heading" title="Creator profile" description="What your public creator page shows to investors.">
              <CreatorSection />
            </Section>
          ) : null}
        </div>
      ) : (
        <SignInRequired description="Please sign in to change your account settings." />
      )}
    </div>
  );
}
