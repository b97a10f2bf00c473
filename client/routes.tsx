import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Every route of the spec, each page its own chunk. */
export const routes: Array<{ path: string; page: LazyExoticComponent<ComponentType> }> = [
  { path: '/', page: lazy(() => import('./pages/landing')) },
  { path: '/sandbox-access', page: lazy(() => import('./pages/sandbox-access')) },
  { path: '/how-it-works', page: lazy(() => import('./pages/how-it-works')) },
  { path: '/for-creators', page: lazy(() => import('./pages/for-creators')) },
  { path: '/contact', page: lazy(() => import('./pages/contact')) },
  { path: '/support', page: lazy(() => import('./pages/support')) },
  { path: '/privacy', page: lazy(() => import('./pages/privacy')) },
  { path: '/terms', page: lazy(() => import('./pages/terms')) },
];

export const NotFoundPage = lazy(() => import('./pages/not-found'));
