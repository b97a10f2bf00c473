import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

interface PageChunk {
  path: string;
  importPage: () => Promise<PageModule>;
}

/**
 * Every route of the spec and its page's chunk. Free of React, so the entry script can fetch
 * the page's chunk alongside the app's instead of after it.
 */
export const pageChunks: PageChunk[] = [
  { path: '/', importPage: () => import('./pages/landing') },
  { path: '/sandbox-access', importPage: () => import('./pages/sandbox-access') },
  { path: '/how-it-works', importPage: () => import('./pages/how-it-works') },
  { path: '/for-creators', importPage: () => import('./pages/for-creators') },
  { path: '/contact', importPage: () => import('./pages/contact') },
  { path: '/support', importPage: () => import('./pages/support') },
  { path: '/privacy', importPage: () => import('./pages/privacy') },
  { path: '/terms', importPage: () => import('./pages/terms') },
  { path: '/login', importPage: () => import('./pages/login') },
  { path: '/signup', importPage: () => import('./pages/signup') },
  { path: '/dashboard', importPage: () => import('./pages/dashboard') },
  { path: '/add-funds', importPage: () => import('./pages/add-funds') },
  { path: '/withdraw', importPage: () => import('./pages/withdraw') },
  { path: '/account-activity', importPage: () => import('./pages/account-activity') },
  { path: '/explore', importPage: () => import('./pages/explore') },
  { path: '/musician/:id', importPage: () => import('./pages/musician') },
  { path: '/tour/:id', importPage: () => import('./pages/tour') },
  { path: '/create-project', importPage: () => import('./pages/create-project') },
];

export const importNotFoundPage = (): Promise<PageModule> => import('./pages/not-found');

const matches = (pattern: string, path: string) => {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return expected.length === actual.length && expected.every((part, index) => part.startsWith(':') || part === actual[index]);
};

/** The route whose page is at `path`; none for an unknown path. */
export const pageChunkAt = (path: string): PageChunk | undefined => pageChunks.find((chunk) => matches(chunk.path, path));
