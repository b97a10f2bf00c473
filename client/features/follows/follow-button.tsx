import { Check, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useFollows, useSetFollowing } from './api';

/**
 * Follow / Following on a project page, for signed-in users: a toggle (`aria-pressed`) that
 * shows the choice at once and the watchlist's answer once it is read again.
 */
export function FollowButton({ projectId, projectTitle }: { projectId: number; projectTitle: string }) {
  const follows = useFollows();
  const setFollowing = useSetFollowing(projectId);
  const saved = follows.data?.some((project) => project.id === projectId) ?? false;
  const following = setFollowing.isPending ? setFollowing.variables : saved;
  // Not disabled while saving, so keyboard focus stays on the button; a second press waits.
  const toggle = () => {
    if (setFollowing.isPending) return;
    setFollowing.mutate(!following, {
      onError: (error) =>
        toast({
          title: following ? 'Unfollow failed' : 'Follow failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Button
      variant={following ? 'secondary' : 'outline'}
      aria-pressed={following}
      disabled={follows.isPending}
      onClick={toggle}
      title={
        following
          ? `You follow ${projectTitle}: its updates and milestones are in your notifications`
          : `Follow ${projectTitle} to hear about its updates and milestones`
      }
    >
      {following ? <Check className="h-4 w-4" aria-hidden /> : <Plus className="h-4 w-4" aria-hidden />}
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
