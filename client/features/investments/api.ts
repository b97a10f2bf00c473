import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Investment, InvestmentPayload } from '@common/schemas/investments';
import type { Project } from '@common/schemas/projects';
import { apiRequest } from '@/lib/api';
import { refreshAfterMoneyMovement } from '@/lib/refresh-after-money-movement';

/**
 * `POST /api/investments` with the reviewed submission's `Idempotency-Key` (the caller keeps one
 * per submission), so a double click or a retried request is charged once. Stays pending until the project (and the lists showing its progress), the
 * investments and the current user's balance are fresh again.
 */
export function useCreateInvestment(project: Pick<Project, 'id' | 'creatorId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: InvestmentPayload; idempotencyKey: string }) =>
      apiRequest<Investment>('POST', '/api/investments', payload, { 'Idempotency-Key': idempotencyKey }),
    onSuccess: () => refreshAfterMoneyMovement(queryClient, { id: project.id, creatorId: project.creatorId }),
  });
}
