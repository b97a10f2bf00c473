import { Suspense, useEffect } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Switch, useLocation } from 'wouter';
import { Footer } from '@/app-shell/footer';
import { Header } from '@/app-shell/header';
import { RouteAnnouncer } from '@/app-shell/route-announcer';
import { Toaster } from '@/components/ui/toaster';
import { scrollToTop } from '@/lib/navigation';
import { staticMetaAt } from './pages/routes';
import { NotFoundPage, routes } from './routes';

/** Pages whose title does not depend on data take it from the route table, as the server's HTML does. */
function StaticTitleOnRouteChange() {
  const [location] = useLocation();
  useEffect(() => {
    const meta = staticMetaAt(location);
    if (meta) document.title = meta.title;
  }, [location]);
  return null;
}

/** The spec: on every route change the page scrolls smoothly to the top. */
function ScrollToTopOnRouteChange() {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) scrollToTop();
  }, [location]);
  return null;
}

function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** Where the server renders: the request's path and query string (the browser reads its own location). */
export interface ServerLocation {
  path: string;
  search: string;
}

export function App({ queryClient, serverLocation }: { queryClient: QueryClient; serverLocation?: ServerLocation }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={serverLocation?.path} ssrSearch={serverLocation?.search}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-card focus:p-3"
        >
          Skip to content
        </a>
        <ScrollToTopOnRouteChange />
        <StaticTitleOnRouteChange />
        <div className="flex min-h-screen flex-col">
          <Header />
          {/* At least a screen tall (less the 4rem header): the footer starts below the fold, so pages and data arriving never push it (layout shift). */}
          <main id="main" className="min-h-[calc(100vh-4rem)] flex-1">
            <Suspense fallback={<PageFallback />}>
              <Switch>
                {routes.map(({ path, Component }) => (
                  <Route key={path} path={path} component={Component} />
                ))}
                <Route component={NotFoundPage} />
              </Switch>
            </Suspense>
          </main>
          <Footer />
        </div>
        <Toaster />
        <RouteAnnouncer />
      </Router>
    </QueryClientProvider>
  );
}
