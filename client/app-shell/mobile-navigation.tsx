import { lazy, Suspense, useRef, useState } from 'react';
import Menu from 'lucide-react/icons/menu';
import type { NavigationGroup, NavigationItem } from './navigation-groups';

const MobileNavigationPanel = lazy(() => import('./mobile-navigation-panel'));

/** On phones a menu button opens the same navigation in a side panel, whose code loads on the first press. */
export function MobileNavigation({ groups, extraItems }: { groups: NavigationGroup[]; extraItems: NavigationItem[] }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-muted lg:hidden"
      >
        <Menu className="h-5 w-5" aria-hidden />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileNavigationPanel groups={groups} extraItems={extraItems} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
