import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centsToDecimal, type Cents } from '@common/money';
import type { WithdrawPayload, WithdrawResult } from '@common/schemas/withdraw';
import { apiRequest } from '@/lib/api';
import { refreshAfterMoneyMovement } from '@/lib/refresh-after-money-movement';

/**
 * A sandbox withdrawal to the demo bank account, with the reviewed submission's
 * Idempotency-Key, so a double click or a retried request withdraws once. The balance and the
 * account activity are refreshed after.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amountCents, idempotencyKey }: { amountCents: Cents; idempotencyKey: string }) => {
      const payload: WithdrawPayload = { amount: centsToDecimal(amountCents), method: 'bank_transfer' };
      return apiRequest<WithdrawResult>('POST', '/api/funds/withdraw', payload, { 'Idempotency-Key': idempotencyKey });
    },
    onSuccess: () => refreshAfterMoneyMovement(queryClient),
  });
}
