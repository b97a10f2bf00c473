import { Link } from 'wouter';
import { Scale } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { compareHref } from './compare-request';

/** On a project's page: compare it with others (the compare page adds them). */
export function CompareLink({ projectId, projectTitle }: { projectId: number; projectTitle: string }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <Link
        href={compareHref([projectId])}
        className={buttonClassName('outline', 'md')}
        aria-label={`Compare ${projectTitle} with other projects`}
      >
        <Scale className="size-4" aria-hidden />
        Compare
      </Link>
      <p className="text-sm text-muted-foreground">Put the same money in it and up to three other projects, side by side (hypothetical).</p>
    </div>
  );
}
