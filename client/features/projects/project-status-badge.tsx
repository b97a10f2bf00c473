import type { ProjectStatus } from '@common/rules/campaigns';
import { Badge } from '@/components/ui/badge';

/** The spec's status badge: upper-cased, 'active' highlighted. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{status.toUpperCase()}</Badge>;
}
