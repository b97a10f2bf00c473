import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true after: what depends on the
 * browser alone (its time zone, its storage) renders after hydration, so both renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * The time zone dates are shown in: UTC where the server renders and while the page hydrates
 * (the server cannot know the viewer's zone), then the viewer's own (undefined: the browser's).
 */
export function useViewerTimeZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}
