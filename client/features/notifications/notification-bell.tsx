import * as DropdownMenu from 'radix-ui/dropdown-menu';
import Bell from 'lucide-react/icons/bell';
import CheckCheck from 'lucide-react/icons/check-check';
import type { Notification } from '@common/schemas/notifications';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { useGoTo } from '@/lib/navigation';
import { useViewerTimeZone } from '@/lib/use-hydrated';
import { useMarkRead, useNotifications } from './api';
import { badgeText, bellLabel } from './notification-page';
import { useNotificationStream } from './use-notification-stream';

const itemClassName =
  'cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[highlighted]:bg-muted';

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (notification: Notification) => void }) {
  const timeZone = useViewerTimeZone();
  const unread = notification.readAt === null;
  return (
    <DropdownMenu.Item
      onSelect={() => onOpen(notification)}
      className={cn(itemClassName, 'flex items-start gap-2', unread && 'bg-primary/10')}
    >
      <span aria-hidden className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-accent' : 'bg-transparent')} />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {unread ? <span className="sr-only">Unread: </span> : null}
        <span className={cn('block', unread ? 'font-semibold' : 'font-medium')}>{notification.title}</span>
        <span className="mt-0.5 block text-muted-foreground">{notification.body}</span>
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-muted-foreground">
          {formatDateTime(notification.createdAt, timeZone)}
        </time>
      </span>
    </DropdownMenu.Item>
  );
}

/**
 * The header's bell for signed-in users: the unread count in its name and badge, a menu of the
 * latest notifications, and a live stream that adds new ones without a reload. Loaded lazily,
 * like the account menu (Radix DropdownMenu stays out of the entry chunk).
 */
export default function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const goTo = useGoTo();
  useNotificationStream(notifications.isSuccess);
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const failed = (error: unknown) =>
    toast({ title: 'Could not mark as read', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] }, { onError: failed });
    goTo(notification.link);
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={bellLabel(unread)}
        className="relative inline-flex h-9 w-9 items-center justify-center rounded-full text-foreground hover:bg-muted"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] leading-5 font-bold text-accent-foreground"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          aria-label="Notifications"
          className="z-50 max-h-[min(32rem,75vh)] w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-border bg-card p-1 text-card-foreground shadow-2xl"
        >
          <div className="flex items-center justify-between gap-2 px-3 py-2">
            <DropdownMenu.Label className="text-sm font-semibold">Notifications</DropdownMenu.Label>
            <DropdownMenu.Item
              disabled={unread === 0 || markRead.isPending}
              onSelect={() => markRead.mutate({ all: true }, { onError: failed })}
              className={cn(itemClassName, 'flex items-center gap-1 px-2 py-1 text-xs font-semibold')}
            >
              <CheckCheck className="h-4 w-4" aria-hidden /> Mark all as read
            </DropdownMenu.Item>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {notifications.isError ? (
            <p className="px-3 py-4 text-sm text-muted-foreground">Notifications could not be loaded.</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-4 text-sm text-muted-foreground">
              No notifications yet. Follow or back a project to hear about its updates and milestones.
            </p>
          ) : (
            items.map((notification) => <NotificationItem key={notification.id} notification={notification} onOpen={open} />)
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
