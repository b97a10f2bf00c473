import { useCallback, useState } from 'react';

/**
 * The width in whole pixels of the element given the returned ref, kept up to date as it
 * resizes (0 until it is mounted, and on the server). Set during commit, before the browser
 * paints, so a chart laid out for it never shows at a wrong size.
 */
export function useElementWidth<T extends HTMLElement>(): [(node: T | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => {
    if (!node) return undefined;
    setWidth(Math.floor(node.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
