import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type ComponentModule<P> = { default: ComponentType<P> };

export interface PreloadableLazy<P = object> {
  /** Fetches the component's chunk, once. */
  load: () => Promise<ComponentModule<P>>;
  Component: LazyExoticComponent<ComponentType<P>>;
}

/**
 * A lazy component whose chunk can be fetched ahead, and which renders at once when it was:
 * its thenable then answers synchronously (React.lazy honours that), so nothing suspends.
 * A suspension would show the fallback, and React holds a revealed boundary back up to 300 ms;
 * on the server it would also need an inline script to reveal the page.
 */
export function preloadableLazy<P = object>(importChunk: () => Promise<ComponentModule<P>>): PreloadableLazy<P> {
  let loaded: ComponentModule<P> | null = null;
  const load = () => (loaded ? Promise.resolve(loaded) : importChunk().then((module) => (loaded = module)));
  const Component = lazy(() => {
    if (!loaded) return load();
    const module = loaded;
    return { then: (resolve: (value: ComponentModule<P>) => void) => resolve(module) } as Promise<ComponentModule<P>>;
  });
  return { load, Component };
}
