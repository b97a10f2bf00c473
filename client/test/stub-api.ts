import { afterEach, vi } from 'vitest';

/** A request the client made, as the stub saw it. */
export interface StubbedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  /** The parsed JSON body, or undefined. */
  body: unknown;
}

/** What a route answers: a status (200 unless said) and a JSON body, like the server's contract in common/schemas/. */
export interface StubbedResponse {
  status?: number;
  body?: unknown;
}

export type StubHandler = (request: StubbedRequest) => StubbedResponse | Promise<StubbedResponse>;

/** Routes named 'METHOD /path' (the path without its query string). */
export type StubRoutes = Record<string, StubHandler>;

export interface StubApi {
  /** Every request, in order, answered or not. */
  readonly requests: StubbedRequest[];
  /** The requests to one route, e.g. 'POST /api/investments'. */
  to(route: string): StubbedRequest[];
  /** Adds or replaces a route's answer. */
  on(route: string, handler: StubHandler): void;
}

/**
 * Replaces the browser's `fetch` with a stub server, so the real API client (client/lib/api.ts)
 * runs against it. A route with no answer gets a 501 `{ message }` and stays in `requests`.
 */
export function stubApi(routes: StubRoutes = {}): StubApi {
  const table = new Map(Object.entries(routes));
  const requests: StubbedRequest[] = [];
  const fetchStub = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: StubbedRequest = {
      method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const handler = table.get(`${method} ${url.pathname}`);
    const answer = handler ? await handler(request) : { status: 501, body: { message: `No stub for ${method} ${url.pathname}` } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    to: (route) => requests.filter(({ method, path }) => `${method} ${path}` === route),
    on: (route, handler) => void table.set(route, handler),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A promise to settle by hand: a request that stays pending until the test answers it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
