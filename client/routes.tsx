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
  { path: '/login', page: lazy(() => import('./pages/login')) },
  { path: '/signup', page: lazy(() => import('./pages/signup')) },
  { path: '/dashboard', page: lazy(() => import('./pages/dashboard')) },
  { path: '/add-funds', page: lazy(() => import('./pages/add-funds')) },
  { path: '/account-activity', page: lazy(() => import('./pages/account-activity')) },
  { path: '/explore', page: lazy(() => import('./pages/explore')) },
  { path: '/musician/:id', page: lazy(() => import('./pages/musician')) },
  { path: '/tour/:id', page: lazy(() => import('./pages/tour')) },
  { path: '/create-project', page: lazy(() => import('./pages/create-project')) },
];

export const NotFoundPage = lazy(() => import('./pages/not-found'));
