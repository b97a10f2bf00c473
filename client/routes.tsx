import { preloadableLazy, type PreloadableLazy } from '@/lib/preloadable-lazy';
import { importNotFoundPage, pageChunkAt, pageChunks } from './page-chunks';

/** A route of the spec and its page, whose chunk the server renders and the browser hydrates with once it is loaded. */
interface PageRoute extends PreloadableLazy {
  path: string;
}

/** Every route of the spec, each page its own chunk. */
export const routes: PageRoute[] = pageChunks.map(({ path, importPage }) => ({ path, ...preloadableLazy(importPage) }));

const notFound = preloadableLazy(importNotFoundPage);
export const NotFoundPage = notFound.Component;

/** Fetches the chunk of the page at `path` (the not-found page's for an unknown path). */
export function loadPageAt(path: string): ReturnType<PreloadableLazy['load']> {
  const chunk = pageChunkAt(path);
  return (routes.find((route) => route.path === chunk?.path)?.load ?? notFound.load)();
}
