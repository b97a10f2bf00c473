import { Link, useLocation } from 'wouter';
import { canCreateProjects, useCurrentUser } from '@/features/auth/api';
import { buttonClassName } from '@/components/ui/button';
import { DesktopNavigation } from './desktop-navigation';
import { Logo } from './logo';
import { MobileNavigation } from './mobile-navigation';
import { navigationGroups, type NavigationItem } from './navigation-groups';
import { UserMenu } from './user-menu';

const createProjectItem: NavigationItem = { label: 'Create Project', href: '/create-project' };

export function Header() {
  const [location] = useLocation();
  const { user, isLoading } = useCurrentUser();

  if (location === '/') {
    return (
      <header className="flex h-16 items-center justify-center border-b border-border/60 px-4">
        <Logo />
      </header>
    );
  }

  const extraItems = canCreateProjects(user) ? [createProjectItem] : [];
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Logo />
        <DesktopNavigation groups={navigationGroups} extraItems={extraItems} />
        <div className="flex items-center gap-2">
          {isLoading ? (
            <span className="h-9 w-9 animate-pulse rounded-full bg-muted" aria-hidden />
          ) : user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <Link href="/login" className={buttonClassName('ghost', 'sm')}>
                Sign In
              </Link>
              <Link href="/signup" className={buttonClassName('primary', 'sm', 'hidden sm:inline-flex')}>
                Get Started
              </Link>
            </>
          )}
          <MobileNavigation groups={navigationGroups} extraItems={extraItems} />
        </div>
      </div>
    </header>
  );
}
