import { AuthLoadingCard } from '@/components/auth-loading-card';
import { SignInRequired } from '@/components/sign-in-required';
import { useCurrentUser } from '@/features/auth';
import { NotificationChoicesSection } from '@/features/notification-choices/account-notifications.entry';

export default function AccountNotificationsPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Notification choices</h1>
        <p className="mt-2 text-muted-foreground">
          Every notification always appears in the site&apos;s notification menu. Here you choose which are also emailed to you, at once or
          in one daily digest.
        </p>
      </header>
      {isLoading ? (
        <AuthLoadingCard />
      ) : user ? (
        <NotificationChoicesSection />
      ) : (
        <SignInRequired description="Please sign in to choose which notifications are emailed to you." />
      )}
    </div>
  );
}
