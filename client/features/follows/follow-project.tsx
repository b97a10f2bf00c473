import { useCurrentUser } from '@/features/auth';
import { FollowButton } from './follow-button';

/**
 * Follow on a project's page, with what it does: for signed-in users, not for the project's
 * creator, who hears about their own project without following it (the server refuses it too).
 */
export function FollowProject({ projectId, projectTitle, ownProject }: { projectId: number; projectTitle: string; ownProject: boolean }) {
  const { user } = useCurrentUser();
  if (!user || ownProject) return null;
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <FollowButton projectId={projectId} projectTitle={projectTitle} />
      <p className="text-sm text-muted-foreground">Follow to hear about its updates and milestones in your notifications.</p>
    </div>
  );
}
