import * as DropdownMenu from 'radix-ui/dropdown-menu';
import Bell from 'lucide-react/icons/bell';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import MonitorX from 'lucide-react/icons/monitor-x';
import type { CurrentUser } from '@common/schemas/auth';
import { toast } from '@/components/ui/use-toast';
import { useLogout, useLogoutEverywhere } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { useGoTo } from '@/lib/navigation';
import { UserAvatar } from './user-avatar';

/** The avatar menu: full name and email, Portfolio, Account Settings, Notification choices, Log out and Sign out everywhere. Loaded lazily (Radix DropdownMenu stays out of the entry chunk). */
export default function UserMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const logoutEverywhere = useLogoutEverywhere();
  const failed = (error: unknown) =>
    toast({ title: 'Logout failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
  const goTo = useGoTo();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label="Account menu" className="rounded-full">
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-2xl"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="text-sm font-semibold">
              {user.firstName} {user.lastName}
            </p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            onSelect={() => goTo('/dashboard')}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
          >
            <LayoutDashboard className="h-4 w-4" aria-hidden /> Portfolio
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => goTo('/account')}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
          >
            <Settings className="h-4 w-4" aria-hidden /> Account Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => goTo('/account/notifications')}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
          >
            <Bell className="h-4 w-4" aria-hidden /> Notification choices
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => logout.mutate(undefined, { onError: failed })}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
          >
            <LogOut className="h-4 w-4" aria-hidden /> Log out
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => logoutEverywhere.mutate(undefined, { onError: failed })}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
          >
            <MonitorX className="h-4 w-4" aria-hidden /> Sign out everywhere
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
