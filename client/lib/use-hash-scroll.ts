import { useEffect } from 'react';

// Gives the page time to lay out before measuring where the target is.
const HASH_SCROLL_DELAY_MS = 100;

function hashTarget(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

/** Smoothly scrolls to the element named by the URL hash on mount and on every hash change. */
export function useHashScroll(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scrollToHash = () => {
      clearTimeout(timer);
      const id = hashTarget();
      if (!id) return;
      timer = setTimeout(() => {
        document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });
      }, HASH_SCROLL_DELAY_MS);
    };
    scrollToHash();
    window.addEventListener('hashchange', scrollToHash);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', scrollToHash);
    };
  }, []);
}
