import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centsToDecimal, type Cents } from '@common/money';
import type { AddFundsPayload, AddFundsResult } from '@common/schemas/funds';
import { apiRequest } from '@/lib/api';
import { refreshAfterMoneyMovement } from '@/lib/refresh-after-money-movement';

/**
 * A sandbox deposit. Only the amount and the method are sent (never the demo card), with the
 * reviewed submission's Idempotency-Key, so a double click or a retried request adds once. The balance is refetched after.
 */
export function useAddFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amountCents, idempotencyKey }: { amountCents: Cents; idempotencyKey: string }) => {
      const payload: AddFundsPayload = { amount: centsToDecimal(amountCents), paymentMethod: 'credit_card' };
      return apiRequest<AddFundsResult>('POST', '/api/funds/add', payload, { 'Idempotency-Key': idempotencyKey });
    },
    onSuccess: () => refreshAfterMoneyMovement(queryClient),
  });
}
