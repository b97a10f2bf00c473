import { useEffect } from 'react';
import { hashTarget, scrollToAnchorSoon } from '@/lib/scroll-to-hash';

/**
 * Scrolls to the URL's #anchor once the content holding it has rendered: the dashboard's
 * anchors (my-investments, analytics-section) exist only after the investments load.
 */
export function useScrollToHash(ready: boolean): void {
  useEffect(() => (ready ? scrollToAnchorSoon(hashTarget(window.location.hash)) : undefined), [ready]);
}
