import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { scrollToAnchorSoon } from './scroll-to-hash';

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** Navigates in the app, then scrolls smoothly to the top, or to `#anchor` once the page has laid out. */
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
      scrollToAnchorSoon(anchor);
    },
    [navigate],
  );
}
