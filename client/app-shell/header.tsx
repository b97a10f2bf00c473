import { Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClassName } from '@/components/ui/button';
import { canCreateProjects, useCurrentUser } from '@/features/auth';
import { notificationBell } from '@/features/notifications';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { DesktopNavigation } from './desktop-navigation';
import { Logo } from './logo';
import { MobileNavigation } from './mobile-navigation';
import { navigationGroups, type NavigationItem } from './navigation-groups';
import { UserAvatar } from './user-avatar';

// Radix DropdownMenu is only needed once someone is signed in, so it stays out of the entry chunk.
const userMenu = preloadableLazy(() => import('./user-menu'));
const UserMenu = userMenu.Component;
const NotificationBell = notificationBell.Component;

/**
 * Fetches the signed-in header's menus, so a page hydrates with them working: a menu still
 * loading would leave its server-rendered button inert after the page reports it is ready.
 */
export function loadSignedInHeader(): Promise<unknown> {
  return Promise.all([userMenu.load(), notificationBell.load()]);
}

const createProjectItem: NavigationItem = { label: 'Create Project', href: '/create-project' };
/** On phones the sign-in buttons move into the menu, so the header fits 360 px. */
const signedOutItems: NavigationItem[] = [
  { label: 'Sign In', href: '/login' },
  { label: 'Get Started', href: '/signup' },
];

export function Header() {
  const [location] = useLocation();
  const { user, isLoading } = useCurrentUser();

  // The spec's bare landing header is for visitors; someone signed in lands on / after signing in and needs the navigation.
  if (location === '/' && !user) {
    return (
      <header className="flex h-16 items-center justify-center border-b border-border/60 px-4">
        <Logo />
      </header>
    );
  }

  const extraItems = canCreateProjects(user) ? [createProjectItem] : [];
  return (
    // data-signed-in tells the entry script (client/main.tsx) to fetch the menus below with the app, before it runs.
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur" data-signed-in={user ? '' : undefined}>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Logo />
        <DesktopNavigation groups={navigationGroups} extraItems={extraItems} />
        <div className="flex items-center gap-2">
          {isLoading ? (
            <span className="h-9 w-9 animate-pulse rounded-full bg-muted" aria-hidden />
          ) : user ? (
            <>
              <Suspense fallback={<span className="h-9 w-9" aria-hidden />}>
                <NotificationBell />
              </Suspense>
              <Suspense fallback={<UserAvatar user={user} />}>
                <UserMenu user={user} />
              </Suspense>
            </>
          ) : (
            <div className="hidden gap-2 sm:flex">
              <Link href="/login" className={buttonClassName('ghost', 'sm')}>
                Sign In
              </Link>
              <Link href="/signup" className={buttonClassName('primary', 'sm')}>
                Get Started
              </Link>
            </div>
          )}
          <MobileNavigation groups={navigationGroups} extraItems={user || isLoading ? extraItems : [...extraItems, ...signedOutItems]} />
        </div>
      </div>
    </header>
  );
}
