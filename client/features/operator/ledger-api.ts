import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountPostings, LedgerAccountKind, LedgerCheckRun, LedgerTransfer, TrialBalance } from '@common/schemas/operator-views';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Everything Finance reads of the ledger, as one prefix. */
const ledgerKey = () => [...queryKeys.operator.all(), 'ledger'] as const;

/** `GET /api/operator/ledger/trial-balance`: each kind of account summed, and the total (zero when the books balance). */
export const trialBalanceQuery = queryOptions({
  queryKey: [...ledgerKey(), 'trial-balance'] as const,
  queryFn: () => fetchJson<TrialBalance>('/api/operator/ledger/trial-balance'),
});

export function useTrialBalance() {
  return useQuery(trialBalanceQuery);
}

/** One ledger account: its kind and its id (the platform's own accounts have id 0). */
export interface LedgerAccountRef {
  kind: LedgerAccountKind;
  id: string;
}

/** `GET /api/operator/ledger/accounts/{kind}/{id}/postings?cursor=`, newest first, a page at a time. */
export const accountPostingsQuery = ({ kind, id }: LedgerAccountRef) =>
  infiniteQueryOptions({
    queryKey: [...ledgerKey(), 'postings', kind, id] as const,
    queryFn: ({ pageParam }) => {
      const path = `/api/operator/ledger/accounts/${kind}/${encodeURIComponent(id)}/postings`;
      return fetchJson<AccountPostings>(pageParam ? `${path}?${new URLSearchParams({ cursor: pageParam }).toString()}` : path);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The postings of `account`, once one is asked for. */
export function useAccountPostings(account: LedgerAccountRef | null) {
  return useInfiniteQuery({ ...accountPostingsQuery(account ?? { kind: 'user_cash', id: '' }), enabled: account !== null });
}

/** `GET /api/operator/ledger/transfers/{id}`: one movement of money with every leg. */
export const ledgerTransferQuery = (id: string) =>
  queryOptions({
    queryKey: [...ledgerKey(), 'transfers', id] as const,
    queryFn: () => fetchJson<LedgerTransfer>(`/api/operator/ledger/transfers/${encodeURIComponent(id)}`),
  });

/** The transfer `id`, once one is asked for. */
export function useLedgerTransfer(id: string | null) {
  return useQuery({ ...ledgerTransferQuery(id ?? ''), enabled: id !== null });
}

/** `GET /api/operator/ledger/checks/latest`: the last run of the ledger check, or null before the first. */
export const latestLedgerCheckQuery = queryOptions({
  queryKey: [...ledgerKey(), 'checks', 'latest'] as const,
  queryFn: () => fetchJson<LedgerCheckRun | null>('/api/operator/ledger/checks/latest'),
});

export function useLatestLedgerCheck() {
  return useQuery(latestLedgerCheckQuery);
}

/** `POST /api/operator/ledger/checks`: runs the check now; the run becomes the latest, and the audit log holds it. */
export function useRunLedgerCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<LedgerCheckRun>('POST', '/api/operator/ledger/checks'),
    onSuccess: (run) => {
      queryClient.setQueryData(latestLedgerCheckQuery.queryKey, run);
      return queryClient.invalidateQueries({ queryKey: [...queryKeys.operator.all(), 'audit'] });
    },
  });
}
