import { useEffect } from 'react';
import { hashTarget, scrollToAnchorSoon } from './scroll-to-hash';

/** Smoothly scrolls to the element named by the URL hash on mount and on every hash change. */
export function useHashScroll(): void {
  useEffect(() => {
    let cancel = () => {};
    const scrollToHash = () => {
      cancel();
      cancel = scrollToAnchorSoon(hashTarget(window.location.hash));
    };
    scrollToHash();
    window.addEventListener('hashchange', scrollToHash);
    return () => {
      cancel();
      window.removeEventListener('hashchange', scrollToHash);
    };
  }, []);
}
