import { type DehydratedState, defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** The id of the JSON block that carries the server's query answers into the page. */
export const QUERY_STATE_ID = 'query-state';

/**
 * The server's query answers as JSON that can sit inside a `<script>` block (no `<` can end it
 * early). Failed queries go too, so a page rendered in its not-found state hydrates in it.
 */
export function serializeQueryState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
  });
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The answers the server rendered with, each failure an ApiError again, or null without any. */
export function readQueryState(document: Document): DehydratedState | null {
  const text = document.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as Partial<ApiError> | null;
    if (error) query.state.error = new ApiError(error.status ?? 0, error.responseText ?? '', error.serverMessage ?? null);
  }
  return state;
}
