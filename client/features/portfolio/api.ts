import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Investment, SaleResult } from '@common/schemas/investments';
import type { HistoryRange, PortfolioHistory } from '@common/schemas/portfolio';
import { currentUserKey, useCurrentUser } from '@/features/auth/api';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api';

export const investmentsKey = ['/api/investments'] as const;
export const portfolioHistoryKey = ['/api/portfolio/history'] as const;

/** The signed-in investor's active investments, newest first; never requested when signed out. */
export function useInvestments() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery<Investment[]>({ queryKey: investmentsKey, enabled: isAuthenticated });
}

/** Portfolio value over a timeframe; the previous range stays on screen while the next one loads. */
export function usePortfolioHistory(range: HistoryRange) {
  return useQuery({
    queryKey: [...portfolioHistoryKey, range],
    queryFn: () => apiRequest<PortfolioHistory>('GET', `/api/portfolio/history?range=${range}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * Sells at the current value; stays pending until the list, the balance and the history are
 * fresh again. The toasts live here, not in the row: a sold row unmounts, and callbacks given
 * to `mutate` would be lost with it.
 */
export function useSellInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (investmentId: number) => apiRequest<SaleResult>('DELETE', `/api/investments/${investmentId}`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: investmentsKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
        queryClient.invalidateQueries({ queryKey: portfolioHistoryKey }),
      ]);
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
