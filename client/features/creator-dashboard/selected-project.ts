import type { CreatorProjectSummary } from '@common/schemas/creator-dashboard';

/** The project the Creator tab shows: the one named by `?project=` when it is the creator's, else the newest. */
export function selectedCreatorProject(
  projects: readonly CreatorProjectSummary[],
  requested: string | null,
): CreatorProjectSummary | undefined {
  return projects.find((project) => String(project.id) === requested) ?? projects[0];
}
