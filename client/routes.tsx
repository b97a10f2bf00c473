import { preloadableLazy, type PreloadableLazy } from '@/lib/preloadable-lazy';
import { importPage, pageAt } from './pages/page-modules';
import { NOT_FOUND_PAGE, pageRoutes } from './pages/routes';

/** A route of the spec and its page, whose chunk the server renders and the browser hydrates with once it is loaded. */
interface RoutedPage extends PreloadableLazy {
  path: string;
}

const pages = new Map<string, PreloadableLazy>();
/** One lazy component per page file, shared by every route that shows it. */
function lazyPage(page: string): PreloadableLazy {
  let lazy = pages.get(page);
  if (!lazy) pages.set(page, (lazy = preloadableLazy(() => importPage(page))));
  return lazy;
}

/** Every route of the table, each page its own chunk. */
export const routes: RoutedPage[] = pageRoutes.map(({ path, page }) => ({ path, ...lazyPage(page) }));

export const NotFoundPage = lazyPage(NOT_FOUND_PAGE).Component;

/** Fetches the chunk of the page at `path` (the not-found page's for an unknown path). */
export function loadPageAt(path: string): ReturnType<PreloadableLazy['load']> {
  return lazyPage(pageAt(path)).load();
}
