import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType };

interface PageRoute {
  path: string;
  /** Fetches the page's chunk: the browser waits for it before hydrating the server's HTML. */
  load: () => Promise<PageModule>;
  page: LazyExoticComponent<ComponentType>;
}

/**
 * A page's chunk, fetched once, and the lazy component that shows it. Once the chunk is here the
 * component renders at once (its thenable answers synchronously, which React.lazy honours), so
 * neither the server's render nor the browser's hydration suspends on it: the server's HTML
 * needs no inline script to reveal the page, and hydration finds it as the server rendered it.
 */
function lazyPage(load: () => Promise<PageModule>) {
  let loaded: PageModule | null = null;
  const loadOnce = () => (loaded ? Promise.resolve(loaded) : load().then((module) => (loaded = module)));
  const page = lazy(() => (loaded ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded as PageModule) } as Promise<PageModule>) : loadOnce()));
  return { load: loadOnce, page };
}

const route = (path: string, load: () => Promise<PageModule>): PageRoute => ({ path, ...lazyPage(load) });

/** Every route of the spec, each page its own chunk. */
export const routes: PageRoute[] = [
  route('/', () => import('./pages/landing')),
  route('/sandbox-access', () => import('./pages/sandbox-access')),
  route('/how-it-works', () => import('./pages/how-it-works')),
  route('/for-creators', () => import('./pages/for-creators')),
  route('/contact', () => import('./pages/contact')),
  route('/support', () => import('./pages/support')),
  route('/privacy', () => import('./pages/privacy')),
  route('/terms', () => import('./pages/terms')),
  route('/login', () => import('./pages/login')),
  route('/signup', () => import('./pages/signup')),
  route('/dashboard', () => import('./pages/dashboard')),
  route('/add-funds', () => import('./pages/add-funds')),
  route('/account-activity', () => import('./pages/account-activity')),
  route('/explore', () => import('./pages/explore')),
  route('/musician/:id', () => import('./pages/musician')),
  route('/tour/:id', () => import('./pages/tour')),
  route('/create-project', () => import('./pages/create-project')),
];

const notFound = lazyPage(() => import('./pages/not-found'));
export const NotFoundPage = notFound.page;

const matches = (pattern: string, path: string) => {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return expected.length === actual.length && expected.every((part, index) => part.startsWith(':') || part === actual[index]);
};

/** Fetches the chunk of the page at `path` (the not-found page's for an unknown path). */
export function loadPageAt(path: string): Promise<PageModule> {
  return (routes.find((candidate) => matches(candidate.path, path))?.load ?? notFound.load)();
}
