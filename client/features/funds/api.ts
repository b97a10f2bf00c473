import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centsToDecimal } from '@common/money';
import type { AddFundsPayload, AddFundsResult } from '@common/schemas/funds';
import { currentUserKey } from '@/features/auth/api';
import { apiRequest } from '@/lib/api';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * A sandbox deposit. Only the amount and the method are sent (never the demo card), with a
 * fresh Idempotency-Key per press so a retried request adds once. The balance is refetched after.
 */
export function useAddFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number) => {
      const payload: AddFundsPayload = { amount: centsToDecimal(amountCents), paymentMethod: 'credit_card' };
      return apiRequest<AddFundsResult>('POST', '/api/funds/add', payload, { 'Idempotency-Key': newIdempotencyKey() });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
