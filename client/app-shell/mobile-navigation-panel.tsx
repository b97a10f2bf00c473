import type { RefObject } from 'react';
import * as Dialog from 'radix-ui/dialog';
import X from 'lucide-react/icons/x';
import { useGoTo } from '@/lib/navigation';
import type { NavigationGroup, NavigationItem } from './navigation-groups';

interface MobileNavigationPanelProps {
  groups: NavigationGroup[];
  extraItems: NavigationItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back on close (there is no Radix trigger: the button loads eagerly, this panel lazily). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The phone navigation: the same groups in a side panel. Loaded on first open, keeping Radix Dialog out of the entry chunk. */
export default function MobileNavigationPanel({ groups, extraItems, open, onOpenChange, returnFocusTo }: MobileNavigationPanelProps) {
  const goTo = useGoTo();
  const choose = (href: string) => {
    onOpenChange(false);
    goTo(href);
  };
  const linkClass = 'block rounded-lg px-3 py-2 text-sm hover:bg-muted focus:bg-muted';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          id="mobile-navigation"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 w-[85vw] max-w-sm overflow-y-auto border-l border-border bg-card p-5 text-card-foreground"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className="rounded-lg p-2 hover:bg-muted">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Navigate Stagebacker Sandbox</Dialog.Description>
          <nav aria-label="Mobile" className="space-y-5">
            {groups.map((group) => (
              <section key={group.label}>
                <h2 className="mb-1 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{group.label}</h2>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.label}>
                      <a href={item.href} className={linkClass} onClick={(event) => (event.preventDefault(), choose(item.href))}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {extraItems.map((item) => (
              <a key={item.href} href={item.href} className={linkClass} onClick={(event) => (event.preventDefault(), choose(item.href))}>
                {item.label}
              </a>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
