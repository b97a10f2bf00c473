import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { readQueryState } from '@/lib/query-state';
import { takeSignedOutMark } from '@/features/auth';
import { App } from './app';
import { loadSignedInHeader } from './app-shell/header';
import { loadPageAt } from './routes';

/** Marks the page as running: the server's HTML is now hydrated, or the browser's own render is in. */
function MarkHydrated({ container }: { container: HTMLElement }) {
  useEffect(() => container.setAttribute('data-hydrated', ''), [container]);
  return null;
}

/** Hydrates the server's HTML once the page's chunk is here, or renders the page when the server did not. */
export function startApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  const serverQueryState = readQueryState(document);
  const justSignedOut = takeSignedOutMark();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
      <MarkHydrated container={root} />
    </StrictMode>
  );

  if (serverQueryState) {
    // The server rendered this page with these answers: hydrate once its chunk is here, fetching nothing again.
    hydrate(queryClient, serverQueryState);
    const signedIn = Boolean(queryClient.getQueryData(queryKeys.currentUser()));
    void Promise.all([loadPageAt(window.location.pathname), signedIn ? loadSignedInHeader() : null]).then(() =>
      startTransition(() => void hydrateRoot(root, app)),
    );
  } else {
    // Log out's page load: signed out, without asking the lookup only to be told 401.
    if (justSignedOut) queryClient.setQueryData(queryKeys.currentUser(), null);
    // As a transition the first render is done in slices that yield to the browser, not one long task.
    startTransition(() => createRoot(root).render(app));
  }
}
