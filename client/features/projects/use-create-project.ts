import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centsToDecimal, sumCents, type Cents } from '@common/money';
import { createdMilestones } from '@common/rules/created-milestones';
import type { CreateProjectFormOutput, CreateProjectPayload } from '@common/schemas/create-project';
import type { Project } from '@common/schemas/projects';
import { putFile, requestUploadUrl } from '@/features/uploads';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface CreateProjectInput {
  values: CreateProjectFormOutput;
  song: File;
  image: File;
}

export interface UploadProgress {
  music: number | null;
  image: number | null;
}

const noProgress: UploadProgress = { music: null, image: null };

/** The spec's payload: the form's checked values, the two upload addresses, the milestones and the budget total. */
function toPayload(values: CreateProjectFormOutput, demoSongUrl: string, projectImageUrl: string): CreateProjectPayload {
  const { startDate, endDate } = values.timeline;
  // The payload carries budget lines as numbers of dollars (spec section 7); the form read them as cents.
  const linesCents = Object.entries(values.budget.breakdown);
  const asDollars = (amount: Cents) => Number(centsToDecimal(amount));
  const breakdown = Object.fromEntries(
    linesCents.map(([key, amount]) => [key, asDollars(amount)]),
  ) as CreateProjectPayload['budget']['breakdown'];
  return {
    ...values,
    demoSongUrl,
    projectImageUrl,
    timeline: {
      startDate,
      endDate,
      milestones: createdMilestones(startDate, endDate).map(({ name, date, description }) => ({ name, date, description })),
    },
    budget: { totalBudget: asDollars(sumCents(linesCents.map(([, amount]) => amount))), breakdown },
  };
}

/** Uploads the demo song, then the image (each with its progress), then creates the project, as the spec orders it. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress>(noProgress);
  const mutation = useMutation({
    mutationFn: async ({ values, song, image }: CreateProjectInput) => {
      setProgress({ music: 0, image: null });
      const demoSongUrl = await requestUploadUrl('music');
      await putFile(demoSongUrl, song, (music) => setProgress((current) => ({ ...current, music })));
      setProgress((current) => ({ ...current, image: 0 }));
      const projectImageUrl = await requestUploadUrl('image');
      await putFile(projectImageUrl, image, (imagePercent) => setProgress((current) => ({ ...current, image: imagePercent })));
      return apiRequest<Project>('POST', '/api/projects', toPayload(values, demoSongUrl, projectImageUrl));
    },
    // The new project shows in the lists and on its creator's profile.
    onSuccess: async () => {
      await Promise.all(
        [queryKeys.tours.all(), queryKeys.explore.all(), queryKeys.creators.all()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onSettled: () => setProgress(noProgress),
  });
  return { ...mutation, progress };
}
