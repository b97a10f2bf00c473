import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { useGoTo } from '@/lib/navigation';
import type { NavigationGroup, NavigationItem } from './navigation-groups';

const menuId = (group: NavigationGroup) => `navigation-menu-${group.href.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`;

/**
 * The four groups of the header. A group's menu opens on hover or when keyboard focus enters the
 * group, and closes when an item (or the group's own link) is chosen, on Escape (focus goes back to
 * the group's link) and when focus leaves the group. Tab from a group's link always enters its
 * items, and Shift+Tab from the next group's link enters the previous group's last item, so fast Tab
 * presses never skip an item (the menu is opened before the browser moves focus).
 */
export function DesktopNavigation({ groups, extraItems }: { groups: NavigationGroup[]; extraItems: NavigationItem[] }) {
  const [location] = useLocation();
  const goTo = useGoTo();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const triggers = useRef(new Map<string, HTMLAnchorElement>());
  // Set while focus is moved back to a group's link after a close, so that focus does not reopen it.
  const refocusing = useRef(false);

  // Escape closes a menu opened by hover too, wherever focus is.
  useEffect(() => {
    if (openGroup === null) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpenGroup(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openGroup]);

  const closeAndRefocus = (group: NavigationGroup) => {
    setOpenGroup(null);
    refocusing.current = true;
    triggers.current.get(group.label)?.focus();
    refocusing.current = false;
  };

  const choose = (href: string, group?: NavigationGroup) => {
    if (group) closeAndRefocus(group);
    goTo(href);
  };

  const onGroupKeyDown = (event: KeyboardEvent, group: NavigationGroup, index: number) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeAndRefocus(group);
      return;
    }
    if (event.key !== 'Tab' || event.target !== triggers.current.get(group.label)) return;
    // Open the menu the browser is about to move focus into before it looks for the next element.
    const target = event.shiftKey ? groups[index - 1] : group;
    if (target) flushSync(() => setOpenGroup(target.label));
  };

  const onGroupBlur = (event: FocusEvent<HTMLDivElement>, group: NavigationGroup) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setOpenGroup((current) => (current === group.label ? null : current));
  };

  return (
    <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
      {groups.map((group, index) => {
        const active = location === group.href;
        const open = openGroup === group.label;
        return (
          <div
            key={group.label}
            className="relative"
            onMouseEnter={() => setOpenGroup(group.label)}
            onMouseLeave={(event) => {
              if (event.currentTarget.contains(document.activeElement)) return;
              setOpenGroup((current) => (current === group.label ? null : current));
            }}
            onFocus={() => {
              if (!refocusing.current) setOpenGroup(group.label);
            }}
            onBlur={(event) => onGroupBlur(event, group)}
            onKeyDown={(event) => onGroupKeyDown(event, group, index)}
          >
            <a
              ref={(element) => {
                if (element) triggers.current.set(group.label, element);
                else triggers.current.delete(group.label);
              }}
              href={group.href}
              aria-current={active ? 'page' : undefined}
              aria-haspopup="true"
              aria-expanded={open}
              aria-controls={menuId(group)}
              className={cn(
                'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
                active ? 'bg-muted text-accent' : 'text-foreground',
              )}
              onClick={(event) => {
                event.preventDefault();
                setOpenGroup(null);
                goTo(group.href);
              }}
            >
              {group.label}
              <ChevronDown className={cn('h-3.5 w-3.5 transition-transform', open && 'rotate-180')} aria-hidden />
            </a>
            <ul
              id={menuId(group)}
              hidden={!open}
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
      {extraItems.map((item, index) => (
        <a
          key={item.href}
          href={item.href}
          aria-current={location === item.href ? 'page' : undefined}
          className={cn(
            'rounded-lg px-3 py-2 text-sm font-medium hover:bg-muted',
            location === item.href ? 'bg-muted text-accent' : 'text-foreground',
          )}
          onKeyDown={(event) => {
            // Shift+Tab from the first extra link enters the last group's items.
            const last = groups.at(-1);
            if (index === 0 && event.key === 'Tab' && event.shiftKey && last) flushSync(() => setOpenGroup(last.label));
          }}
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
