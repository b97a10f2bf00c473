/**
 * How long to wait before scrolling to an anchor (the spec's 100 ms). A navigation or a hash
 * renders the target page, or the data that holds the anchor, in the same moment: scrolling at
 * once would find no element, or scroll to where it stood before the page laid out.
 */
export const HASH_SCROLL_DELAY_MS = 100;

/** The element id a URL hash names ('#faq' → 'faq'), decoded; '' for no hash or one that does not decode. */
export function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/** Scrolls smoothly to the element with this id once the page has laid out; returns what cancels it. */
export function scrollToAnchorSoon(id: string): () => void {
  if (!id) return () => undefined;
  const timer = setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' }), HASH_SCROLL_DELAY_MS);
  return () => clearTimeout(timer);
}
