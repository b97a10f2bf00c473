import { PassThrough } from 'node:stream';
import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundedHolding } from '../../server/test/money-fixtures';
import { creatorWithProject } from '../../server/test/notification-fixtures';
import { signUpUser, useTestApp } from '../../server/test/test-app';
import { App } from '@/app';
import { renderPage, setApiTransport } from '@/entry-server';
import { createQueryClient } from '@/lib/query-client';
import { pageRoutes, routeAt, type PageRoute } from './routes';

/**
 * Each route as the server renders it, then the page the browser hydrates: its first render,
 * on a query client holding only what the server sent, must find every query it uses answered.
 * A query it uses that is still pending (and enabled) is one the browser fetches after
 * hydration, so the route table's entry for that route is missing it.
 */

// Vitest's beforeAll and afterAll around a seeded server, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const context = useTestApp();

interface Visitor {
  name: string;
  cookie: string | undefined;
}

let visitors: Visitor[];
/** A project page with a question on it, and that question's text. */
let questionPage: string;
const QUESTION_ASKED = 'When does the first show of the tour start?';
/** Real addresses for the routes with `:id`, from rows this file creates. */
let addressesOf: (route: PageRoute) => string[];

beforeAll(async () => {
  const { app, database } = context;
  const holding = await fundedHolding(app, database.db, { dollars: 1_000, amount: '500', shares: 47 });
  const creator = await creatorWithProject(app, database.db);
  const investor = await signUpUser(app);
  const asked = await app.inject({
    method: 'POST',
    url: `/api/projects/${creator.project.id}/questions`,
    headers: { cookie: investor.cookie },
    payload: { body: QUESTION_ASKED, promoter: false },
  });
  expect(asked.statusCode).toBe(201);
  questionPage = `/tour/${creator.project.id}`;
  visitors = [
    { name: 'a visitor', cookie: undefined },
    { name: 'an investor without holdings', cookie: investor.cookie },
    { name: 'an investor with a holding', cookie: holding.investor.cookie },
    { name: 'a creator', cookie: creator.cookie },
  ];
  const byPath: Record<string, string[]> = {
    '/tour/:id': [`/tour/${holding.project.id}`, `/tour/${creator.project.id}`, '/tour/999999'],
    '/musician/:id': [`/musician/${creator.project.creatorId}`, '/musician/999999'],
    '/explore': ['/explore', '/explore?category=indie', '/explore?category=indie&status=funded', '/explore?status=all'],
    '/dashboard': [
      '/dashboard',
      '/dashboard?tab=creator',
      `/dashboard?tab=creator&project=${creator.project.id}`,
      '/dashboard?tab=analytics&analyticsTab=performance',
    ],
    // Without a token the page asks nothing; with one it reads the link (a refused one renders its failure).
    '/unsubscribe': ['/unsubscribe', '/unsubscribe?token=not-a-signed-token'],
  };
  // A route without its own addresses here gets each of this file's ids for each parameter (a row or a not-found state).
  const ids = [holding.project.id, creator.project.id, creator.project.creatorId, 999999].map(String);
  addressesOf = (route) =>
    byPath[route.path] ?? (route.path.includes(':') ? ids.map((id) => route.path.replace(/:[^/]+/g, id)) : [route.path]);
});

/** Answers the pages' API calls in-process with the visitor's cookie, as the server's renderer does. */
function answerAs(visitor: Visitor): void {
  setApiTransport(async (url, init) => {
    const answer = await context.app.inject({
      method: init.method === 'POST' ? 'POST' : 'GET',
      url,
      headers: { accept: 'application/json', ...(visitor.cookie ? { cookie: visitor.cookie } : {}) },
    });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type']) } });
  });
}

async function renderInto(queryClient: QueryClient, address: string): Promise<string> {
  const [path = '', search = ''] = address.split('?');
  const { prelude } = await prerenderToNodeStream(<App queryClient={queryClient} serverLocation={{ path, search }} />);
  const chunks: Buffer[] = [];
  await new Promise((resolve, reject) =>
    prelude
      .pipe(new PassThrough())
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('end', resolve)
      .on('error', reject),
  );
  return Buffer.concat(chunks).toString('utf8');
}

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** The queries the first render used that have neither an answer nor a failure from the server. */
async function fetchedAfterHydration(address: string): Promise<string[]> {
  const [path = '', search = ''] = address.split('?');
  const { html, queryState } = await renderPage(path, search);
  expect(html).toContain('<main id="main"');
  const browser = createQueryClient();
  hydrate(browser, JSON.parse(queryState));
  await renderInto(browser, address);
  return browser
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query))
    .map((query) => JSON.stringify(query.queryKey));
}

describe('the route table', () => {
  it('renders every route at addresses that match it', () => {
    for (const route of pageRoutes) {
      const addresses = addressesOf(route);
      expect(addresses, route.path).not.toHaveLength(0);
      for (const address of addresses) expect(routeAt(address.split('?')[0] ?? '')?.route, address).toBe(route);
    }
  });

  describe.each(['a visitor', 'an investor without holdings', 'an investor with a holding', 'a creator'])('for %s', (name) => {
    it.each(pageRoutes.map((route) => [route.path, route] as const))(
      '%s: the server prefetches every query its first render uses',
      async (_path, route) => {
        const visitor = visitors.find((candidate) => candidate.name === name);
        if (!visitor) throw new Error(`no visitor named ${name}`);
        answerAs(visitor);
        for (const address of addressesOf(route)) {
          expect(await fetchedAfterHydration(address), address).toEqual([]);
        }
      },
    );
  });

  it("puts the project page's first questions in its HTML, for a visitor without JavaScript", async () => {
    answerAs({ name: 'a visitor', cookie: undefined });
    const { html } = await renderPage(questionPage, '');
    expect(html).toContain('Questions (1)');
    expect(html).toContain(QUESTION_ASKED);
    expect(html).toContain('Sign in to ask a question');
  });

  it('prefetches the not-found page’s queries too', async () => {
    answerAs({ name: 'a visitor', cookie: undefined });
    expect(await fetchedAfterHydration('/no/such/page')).toEqual([]);
  });
});
