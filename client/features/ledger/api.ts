import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerPage } from '@common/schemas/ledger';
import { useCurrentUser } from '@/features/auth';
import { fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Lines per page of account activity. */
export const LEDGER_PAGE_SIZE = 25;

/** The signed-in user's cash account, newest first, a page at a time (`GET /api/ledger`). */
export const ledgerQuery = infiniteQueryOptions({
  queryKey: queryKeys.ledger.all(),
  queryFn: ({ pageParam }) => {
    const query = new URLSearchParams({ limit: String(LEDGER_PAGE_SIZE) });
    if (pageParam) query.set('cursor', pageParam);
    return fetchJson<LedgerPage>(`/api/ledger?${query.toString()}`);
  },
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

/** The cash account's pages; never requested when signed out. */
export function useLedger() {
  const { isAuthenticated } = useCurrentUser();
  return useInfiniteQuery({ ...ledgerQuery, enabled: isAuthenticated });
}
