import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { MarketView, Order, OrderPage, PlaceOrderPayload } from '@common/schemas/market';
import { useCurrentUser } from '@/features/auth';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfterMoneyMovement } from '@/lib/refresh-after-money-movement';

export type OrderStatusFilter = 'open' | 'all';

/** `GET /api/market/projects/{id}`: the public book, last price, trades and 30-day volume. */
export const marketViewQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.market.project(projectId),
    queryFn: () => fetchJson<MarketView>(`/api/market/projects/${encodeURIComponent(projectId)}`),
  });

/** `GET /api/market/orders?status=…`: the signed-in user's orders, newest first, a page at a time. */
export const myOrdersQuery = (status: OrderStatusFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.market.ordersList(status),
    queryFn: ({ pageParam }) =>
      fetchJson<OrderPage>(`/api/market/orders?status=${status}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useMarketView(projectId: string) {
  return useQuery(marketViewQuery(projectId));
}

/** The signed-in user's orders; never requested when signed out. */
export function useMyOrders(status: OrderStatusFilter) {
  const { isAuthenticated } = useCurrentUser();
  return useInfiniteQuery({ ...myOrdersQuery(status), enabled: isAuthenticated });
}

/**
 * What an order changes: the balance and the activity (a buy reserves cash), the holdings (a
 * fill moves shares), the project's book and every list of the user's orders.
 */
async function refreshAfterOrder(queryClient: QueryClient, projectId: number): Promise<void> {
  await Promise.all([
    refreshAfterMoneyMovement(queryClient, { id: projectId }),
    queryClient.invalidateQueries({ queryKey: queryKeys.market.project(String(projectId)) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.market.orders() }),
  ]);
}

/**
 * `POST /api/market/orders` with the submission's `Idempotency-Key` (the ticket keeps one per
 * reviewed submission, so a double click places one order). Stays pending until the book, the
 * orders, the balance and the holdings are fresh again.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: PlaceOrderPayload; idempotencyKey: string }) =>
      apiRequest<{ order: Order }>('POST', '/api/market/orders', payload, { 'Idempotency-Key': idempotencyKey }),
    onSuccess: ({ order }) => refreshAfterOrder(queryClient, order.projectId),
  });
}

/** `DELETE /api/market/orders/{id}`: cancels what is left of an open order, which releases its cash or shares. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => apiRequest<Order>('DELETE', `/api/market/orders/${orderId}`),
    onSuccess: (order) => refreshAfterOrder(queryClient, order.projectId),
  });
}
