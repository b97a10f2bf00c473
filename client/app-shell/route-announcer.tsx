import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/** How often, while a page change waits to be announced, the page is looked at. */
const POLL_MS = 100;
/** How long the new title must stay unchanged before it is read out. */
const SETTLE_MS = 300;
/** Announce whatever the title is by then, also when the page never looked ready (a title equal to the last page's). */
const MAX_WAIT_MS = 5000;

/**
 * The new page is in: its title is not the last page's, and its main heading is drawn (a page still
 * loading shows a skeleton with none, under a placeholder title such as 'Project').
 */
const looksReady = (lastTitle: string) => document.title !== lastTitle && document.querySelector('#main h1') !== null;

/**
 * Tells screen reader users that a client-side page change happened: a visually hidden polite live
 * region that reads out the new page's title once the page is in and its title has settled. Not on
 * the first load, which the screen reader announces itself. Rendered once, in the app shell, so
 * the region is in the server's HTML before anything is written into it.
 */
export function RouteAnnouncer() {
  const [location] = useLocation();
  const [message, setMessage] = useState('');
  const firstLocation = useRef(location);
  const navigated = useRef(false);
  const lastTitle = useRef('');

  useEffect(() => {
    if (!navigated.current && location === firstLocation.current) {
      lastTitle.current = document.title;
      return;
    }
    navigated.current = true;
    const startedAt = Date.now();
    let title = document.title;
    let titleSince = startedAt;
    const timer = setInterval(() => {
      const now = Date.now();
      if (document.title !== title) {
        title = document.title;
        titleSince = now;
      }
      const settled = looksReady(lastTitle.current) && now - titleSince >= SETTLE_MS;
      if (!settled && now - startedAt < MAX_WAIT_MS) return;
      clearInterval(timer);
      lastTitle.current = title;
      setMessage(title);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [location]);

  return (
    <div id="route-announcer" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
