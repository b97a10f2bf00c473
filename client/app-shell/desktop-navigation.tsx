import { useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { useGoTo } from '@/lib/navigation';
import type { NavigationGroup, NavigationItem } from './navigation-groups';

function NavigationLink({ item, className, current = false }: { item: NavigationItem; className: string; current?: boolean }) {
  const goTo = useGoTo();
  return (
    <a
      href={item.href}
      aria-current={current ? 'page' : undefined}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        goTo(item.href);
      }}
    >
      {item.label}
    </a>
  );
}

/** Hover (or keyboard focus) opens a group's menu; the group is highlighted on its main route. */
export function DesktopNavigation({ groups, extraItems }: { groups: NavigationGroup[]; extraItems: NavigationItem[] }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
      {groups.map((group) => {
        const active = location === group.href;
        return (
          <div key={group.label} className="group relative">
            <NavigationLink
              item={group}
              current={active}
              className={cn(
                'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
                active ? 'bg-muted text-accent' : 'text-foreground',
              )}
            />
            <ul className="invisible absolute top-full left-0 z-40 min-w-60 translate-y-1 rounded-xl border border-border bg-card p-2 opacity-0 shadow-2xl transition-all group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100">
              {group.items.map((item) => (
                <li key={item.label}>
                  <NavigationLink
                    item={item}
                    className="block rounded-lg px-3 py-2 text-sm text-card-foreground hover:bg-muted focus:bg-muted"
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {extraItems.map((item) => (
        <NavigationLink
          key={item.href}
          item={item}
          current={location === item.href}
          className={cn(
            'rounded-lg px-3 py-2 text-sm font-medium hover:bg-muted',
            location === item.href ? 'bg-muted text-accent' : 'text-foreground',
          )}
        />
      ))}
    </nav>
  );
}
