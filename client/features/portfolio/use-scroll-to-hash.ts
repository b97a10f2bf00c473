import { useEffect } from 'react';

// The header's delay before scrolling to an anchor, so the target has laid out.
const SCROLL_DELAY_MS = 100;

/**
 * Scrolls to the URL's #anchor once the content holding it has rendered: the dashboard's
 * anchors (my-investments, analytics-section) exist only after the investments load.
 */
export function useScrollToHash(ready: boolean): void {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!ready || !id) return;
    const timer = setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);
}
