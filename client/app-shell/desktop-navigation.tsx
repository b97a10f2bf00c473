import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { useGoTo } from '@/lib/navigation';
import type { NavigationGroup, NavigationItem } from './navigation-groups';

const menuId = (group: NavigationGroup) => `navigation-menu-${group.href.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`;

/** How a group's menu was opened: a pointer resting on it, or a press (click, Enter, Space, Arrow Down). */
type OpenedBy = 'hover' | 'press';

/**
 * The four groups of the header, each a disclosure button over its menu of links (the group's main
 * route is its first item). A menu opens on a click, Enter, Space or Arrow Down on its button, and
 * while the pointer rests on the group; never because focus passes through, so Tab goes over a
 * closed group in one stop. It closes when an item is chosen, on Escape (focus goes back to the
 * group's button), on a second press and when focus leaves the group.
 */
export function DesktopNavigation({ groups, extraItems }: { groups: NavigationGroup[]; extraItems: NavigationItem[] }) {
  const [location] = useLocation();
  const goTo = useGoTo();
  const [open, setOpen] = useState<{ group: string; by: OpenedBy } | null>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const menus = useRef(new Map<string, HTMLUListElement>());
  // Set when Arrow Down opens a menu, so its first item takes focus once it is shown.
  const focusFirstItemOf = useRef<string | null>(null);

  // Escape closes a menu opened by hover too, wherever focus is.
  useEffect(() => {
    if (open === null) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useEffect(() => {
    const label = focusFirstItemOf.current;
    if (label === null || open?.group !== label) return;
    focusFirstItemOf.current = null;
    menus.current.get(label)?.querySelector('a')?.focus();
  }, [open]);

  const close = (group: NavigationGroup) => setOpen((current) => (current?.group === group.label ? null : current));

  const closeAndRefocus = (group: NavigationGroup) => {
    setOpen(null);
    triggers.current.get(group.label)?.focus();
  };

  const choose = (href: string, group?: NavigationGroup) => {
    if (group) closeAndRefocus(group);
    goTo(href);
  };

  // A press opens the menu, or keeps one the pointer opened; a press on a menu opened by a press closes it.
  const press = (group: NavigationGroup) =>
    setOpen((current) => (current?.group === group.label && current.by === 'press' ? null : { group: group.label, by: 'press' }));

  const onGroupKeyDown = (event: KeyboardEvent, group: NavigationGroup) => {
    if (event.key === 'Escape' && open?.group === group.label) {
      event.preventDefault();
      closeAndRefocus(group);
      return;
    }
    if (event.key === 'ArrowDown' && event.target === triggers.current.get(group.label)) {
      event.preventDefault();
      focusFirstItemOf.current = group.label;
      setOpen({ group: group.label, by: 'press' });
    }
  };

  const onGroupBlur = (event: FocusEvent<HTMLDivElement>, group: NavigationGroup) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    close(group);
  };

  return (
    <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
      {groups.map((group) => {
        const active = location === group.href;
        const expanded = open?.group === group.label;
        return (
          <div
            key={group.label}
            className="relative"
            onMouseEnter={() => setOpen((current) => (current?.group === group.label ? current : { group: group.label, by: 'hover' }))}
            onMouseLeave={(event) => {
              if (open?.by === 'press' || event.currentTarget.contains(document.activeElement)) return;
              close(group);
            }}
            onBlur={(event) => onGroupBlur(event, group)}
            onKeyDown={(event) => onGroupKeyDown(event, group)}
          >
            <button
              ref={(element) => {
                if (element) triggers.current.set(group.label, element);
                else triggers.current.delete(group.label);
              }}
              type="button"
              aria-current={active ? 'page' : undefined}
              aria-expanded={expanded}
              aria-controls={menuId(group)}
              className={cn(
                'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
                active ? 'bg-muted text-accent' : 'text-foreground',
              )}
              onClick={() => press(group)}
            >
              {group.label}
              <ChevronDown className={cn('h-3.5 w-3.5 transition-transform', expanded && 'rotate-180')} aria-hidden />
            </button>
            <ul
              ref={(element) => {
                if (element) menus.current.set(group.label, element);
                else menus.current.delete(group.label);
              }}
              id={menuId(group)}
              hidden={!expanded}
              className="absolute top-full left-0 z-40 mt-1 min-w-60 rounded-xl border border-border bg-card p-2 shadow-2xl"
            >
              {group.items.map((item) => (
                <li key={item.label}>
                  <a
                    href={item.href}
                    className="block rounded-lg px-3 py-2 text-sm text-card-foreground hover:bg-muted focus:bg-muted"
                    onClick={(event) => {
                      event.preventDefault();
                      choose(item.href, group);
                    }}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {extraItems.map((item) => (
        <a
          key={item.href}
          href={item.href}
          aria-current={location === item.href ? 'page' : undefined}
          className={cn(
            'rounded-lg px-3 py-2 text-sm font-medium hover:bg-muted',
            location === item.href ? 'bg-muted text-accent' : 'text-foreground',
          )}
          onClick={(event) => {
            event.preventDefault();
            choose(item.href);
          }}
        >
          {item.label}
        </a>
      ))}
    </nav>
  );
}
