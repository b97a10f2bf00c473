import { expect } from 'vitest';
import { uniqueEmail } from './test-app';

/** A parsed JSON answer: tests read fields freely, as they do with `response.json()` of app.inject. */
type Json = ReturnType<typeof JSON.parse>;

export interface ServerAnswer {
  status: number;
  body: Json;
  headers: Headers;
}

export interface CallOptions {
  cookie?: string;
  body?: object;
  headers?: Record<string, string>;
}

/** One HTTP request to a server process, the way the browser sends it. */
export async function callServer(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<ServerAnswer> {
  const { cookie, body, headers = {} } = options;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/** The `name=value` of the session cookie a sign-up or login set. */
export function sessionCookieOf(answer: ServerAnswer): string {
  return (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Signs a new investor up at one server; returns the account's id, session cookie, email and password. */
export async function signUpAt(
  baseUrl: string,
  prefix = 'process',
): Promise<{ id: number; cookie: string; email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const password = 'secret-password';
  const answer = await callServer(baseUrl, 'POST', '/api/auth/signup', {
    body: { email, password, firstName: 'Process', lastName: 'Investor', accountType: 'investor' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.id as number, cookie: sessionCookieOf(answer), email, password };
}
