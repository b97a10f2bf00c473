import type { ComponentType } from 'react';
import { NOT_FOUND_PAGE, routeAt } from './routes';

export type PageModule = { default: ComponentType };

// Each page is its own chunk, fetched when asked for (the bundler turns each file into an `import()`).
const pageModules = import.meta.glob<PageModule>(['./*.tsx', '!./*.test.tsx']);

/** Fetches the chunk of a page named in the route table. */
export function importPage(page: string): Promise<PageModule> {
  const load = pageModules[`./${page}.tsx`];
  if (!load) throw new Error(`The route table names a page that client/pages does not have: ${page}`);
  return load();
}

/** The page shown at `path`: its route's, or the not-found page for an unknown path. */
export const pageAt = (path: string): string => routeAt(path)?.route.page ?? NOT_FOUND_PAGE;
