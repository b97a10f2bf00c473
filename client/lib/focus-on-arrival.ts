import { useEffect, useRef } from 'react';

/** The history state of an in-app redirect that takes the focused page away (after a withdrawal or adding funds). */
export const FOCUS_HEADING_ON_ARRIVAL = { focusHeading: true } as const;

/**
 * The ref for a page's heading (with tabIndex={-1}): reached by such a redirect, the page focuses
 * it, so keyboard and screen reader users go on from the new page's start, not from <body>.
 */
export function useHeadingFocusOnArrival<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  useEffect(() => {
    const state: unknown = window.history.state;
    if (typeof state === 'object' && state !== null && 'focusHeading' in state) heading.current?.focus();
  }, []);
  return heading;
}
