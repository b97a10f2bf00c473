import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableLazy } from '@/lib/preloadable-lazy';

/** A route of the spec and its page, whose chunk the server renders and the browser hydrates with once it is loaded. */
interface PageRoute extends PreloadableLazy {
  path: string;
}

const route = (path: string, importPage: () => Promise<{ default: ComponentType }>): PageRoute => ({ path, ...preloadableLazy(importPage) });

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

const notFound = preloadableLazy(() => import('./pages/not-found'));
export const NotFoundPage = notFound.Component;

const matches = (pattern: string, path: string) => {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return expected.length === actual.length && expected.every((part, index) => part.startsWith(':') || part === actual[index]);
};

/** Fetches the chunk of the page at `path` (the not-found page's for an unknown path). */
export function loadPageAt(path: string): ReturnType<PreloadableLazy['load']> {
  return (routes.find((candidate) => matches(candidate.path, path))?.load ?? notFound.load)();
}
