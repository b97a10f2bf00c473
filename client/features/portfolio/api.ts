import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClosedInvestment, Investment, SaleResult } from '@common/schemas/investments';
import type { HistoryRange, PortfolioHistory, PortfolioPerformance, PortfolioSummary } from '@common/schemas/portfolio';
import { useCurrentUser } from '@/features/auth';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfterMoneyMovement } from '@/lib/refresh-after-money-movement';

export const investmentsQuery = queryOptions({
  queryKey: queryKeys.investments.all(),
  queryFn: () => fetchJson<Investment[]>('/api/investments'),
});

export const investmentHistoryQuery = queryOptions({
  queryKey: queryKeys.investments.history(),
  queryFn: () => fetchJson<ClosedInvestment[]>('/api/investments/history'),
});

export const portfolioHistoryQuery = (range: HistoryRange) =>
  queryOptions({
    queryKey: queryKeys.portfolio.historyRange(range),
    queryFn: () => fetchJson<PortfolioHistory>(`/api/portfolio/history?range=${range}`),
  });

export const portfolioPerformanceQuery = (range: HistoryRange) =>
  queryOptions({
    queryKey: queryKeys.portfolio.performanceRange(range),
    queryFn: () => fetchJson<PortfolioPerformance>(`/api/portfolio/performance?range=${range}`),
  });

export const portfolioSummaryQuery = queryOptions({
  queryKey: queryKeys.portfolio.summary(),
  queryFn: () => fetchJson<PortfolioSummary>('/api/portfolio/summary'),
});

/** What the signed-in investor has: cash, escrow, holdings and net worth. */
export function usePortfolioSummary() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...portfolioSummaryQuery, enabled: isAuthenticated });
}

/** The signed-in investor's active investments, newest first; never requested when signed out. */
export function useInvestments() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...investmentsQuery, enabled: isAuthenticated });
}

/** The signed-in investor's closed positions (sold, cancelled, refunded), newest first. */
export function useInvestmentHistory() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...investmentHistoryQuery, enabled: isAuthenticated });
}

/** Portfolio value over a timeframe; the previous range stays on screen while the next one loads. */
export function usePortfolioHistory(range: HistoryRange) {
  return useQuery({ ...portfolioHistoryQuery(range), placeholderData: keepPreviousData });
}

/** Both returns over a timeframe, per holding and in total, with their cash flows; the previous range stays on screen while the next one loads. */
export function usePortfolioPerformance(range: HistoryRange) {
  return useQuery({ ...portfolioPerformanceQuery(range), placeholderData: keepPreviousData });
}

/**
 * Sells an active investment at its current value, or cancels a pending one with a full refund
 * (the spec's Sell texts for both); stays pending until the list, the closed positions, the
 * balance and the history are fresh again. The toasts live here, not in the row: a sold row unmounts, and callbacks given
 * to `mutate` would be lost with it.
 */
export function useSellInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (investmentId: number) => apiRequest<SaleResult>('DELETE', `/api/investments/${investmentId}`),
    onSuccess: async (sale) => {
      await refreshAfterMoneyMovement(queryClient, { id: sale.investment.projectId });
      toast({
        title: 'Investment Sold Successfully',
        description: 'Your investment has been sold and funds have been returned to your account.',
      });
    },
    onError: (error) =>
      toast({
        title: 'Sale Failed',
        description: errorMessage(error, 'Failed to sell investment. Please try again.'),
        variant: 'destructive',
      }),
  });
}

/** Keeps a pending investment after a material campaign change (`POST /api/investments/{id}/reconfirm`); the rows are read again after. */
export function useReconfirmInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (investmentId: number) => apiRequest<Investment>('POST', `/api/investments/${investmentId}/reconfirm`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.investments.all() });
      toast({ title: 'Investment reconfirmed', description: 'Your investment stays in the campaign on its new terms.' });
    },
    onError: (error) =>
      toast({
        title: 'Reconfirmation failed',
        description: errorMessage(error, 'The investment could not be reconfirmed. Please try again.'),
        variant: 'destructive',
      }),
  });
}
