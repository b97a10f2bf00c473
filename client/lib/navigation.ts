import { useCallback } from 'react';
import { useLocation } from 'wouter';

/** The spec's delay before scrolling to an anchor, so the target page has rendered. */
export const ANCHOR_SCROLL_DELAY_MS = 100;

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** Navigates in the app, then scrolls smoothly to the top, or to `#anchor` after 100 ms. */
export function useGoTo(): (href: string) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (href: string) => {
      const [target = href, anchor] = href.split('#');
      navigate(target);
      if (!anchor) {
        scrollToTop();
        return;
      }
      window.history.replaceState(window.history.state, '', `${target}#${anchor}`);
      setTimeout(() => document.getElementById(anchor)?.scrollIntoView({ behavior: 'smooth' }), ANCHOR_SCROLL_DELAY_MS);
    },
    [navigate],
  );
}
