import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Investment, InvestmentPayload } from '@common/schemas/investments';
import type { Project } from '@common/schemas/projects';
import { currentUserKey } from '@/features/auth/api';
import { creatorProjectsKey } from '@/features/creators/api';
import { investmentsKey, portfolioHistoryKey } from '@/features/portfolio/api';
import { projectsKey } from '@/features/projects/api';
import { apiRequest } from '@/lib/api';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * `POST /api/investments` with a fresh `Idempotency-Key` per press, so a retried request is
 * charged once. Stays pending until the project (and the lists showing its progress), the
 * investments and the current user's balance are fresh again.
 */
export function useCreateInvestment(project: Pick<Project, 'creatorId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: InvestmentPayload) =>
      apiRequest<Investment>('POST', '/api/investments', payload, { 'Idempotency-Key': newIdempotencyKey() }),
    onSuccess: () =>
      Promise.all([
        // A prefix: the project itself and the explore list.
        queryClient.invalidateQueries({ queryKey: projectsKey }),
        queryClient.invalidateQueries({ queryKey: creatorProjectsKey(String(project.creatorId)) }),
        queryClient.invalidateQueries({ queryKey: investmentsKey }),
        queryClient.invalidateQueries({ queryKey: portfolioHistoryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}
