/**
 * The one way the client talks to the server: cookies on every call, JSON in and out, and a
 * failed call raises an ApiError whose message is "status: text" (the spec's rule) while
 * `serverMessage` keeps the server's own `{ message }` for toasts.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly responseText: string,
    readonly serverMessage: string | null,
  ) {
    super(`${status}: ${responseText}`);
  }
}

/** The `message` of a JSON error body, or null. */
export function readServerMessage(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: there is no server message to show.
  }
  return null;
}

async function throwIfFailed(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text, readServerMessage(text));
}

/** How a call reaches the API: the browser's fetch, or the server answering in-process while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server renders pages with the same queries the browser runs, answered without a network hop. */
export function setApiTransport(serverTransport: ApiTransport): void {
  transport = serverTransport;
}

export async function apiRequest<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await transport(url, {
    method,
    credentials: 'include',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfFailed(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** GETs the JSON at `path`; like every call, a failed one throws an ApiError. */
export function fetchJson<T>(path: string): Promise<T> {
  return apiRequest<T>('GET', path);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The text a toast shows for a failed call: the server's message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
