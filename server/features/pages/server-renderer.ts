import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the browser's requests carry that the API answers depend on. */
interface PageRequest {
  cookie: string | undefined;
  host: string;
}

/** The server build of the client (`vite build --ssr`): `dist/ssr/entry-server.js`. */
interface ServerEntry {
  renderPage(path: string, search: string): Promise<{ html: string; queryState: string }>;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  QUERY_STATE_ID: string;
}

export interface RenderedPage {
  html: string;
  queryState: string;
  queryStateId: string;
}

export type PageRenderer = (path: string, search: string, request: PageRequest) => Promise<RenderedPage>;

/** The server build sits beside the browser build: `dist/ssr` next to `dist/client`. */
export const serverEntryFor = (clientFolder: string) => path.join(clientFolder, '..', 'ssr', 'entry-server.js');

/**
 * Loads the client's server build and answers its API calls in-process, through the same
 * routes, guards and schemas as the browser's, with the visitor's cookie. Null without a
 * server build (a development checkout): pages are then rendered in the browser only.
 */
export async function loadPageRenderer(app: FastifyInstance, clientFolder: string): Promise<PageRenderer | null> {
  const entryFile = serverEntryFor(clientFolder);
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const pageRequests = new AsyncLocalStorage<PageRequest>();
  // One transport for the process: each call finds the page request it belongs to.
  entry.setApiTransport(async (url, init) => {
    const pageRequest = pageRequests.getStore();
    if (!pageRequest) throw new Error('An API call outside a page render');
    if (init.method && init.method !== 'GET') throw new Error('Pages are rendered with reads only');
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { host: pageRequest.host, accept: 'application/json', ...(pageRequest.cookie ? { cookie: pageRequest.cookie } : {}) },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  });
  return async (pagePath, search, request) => {
    const rendered = await pageRequests.run(request, () => entry.renderPage(pagePath, search));
    return { ...rendered, queryStateId: entry.QUERY_STATE_ID };
  };
}
