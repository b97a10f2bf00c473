import { Link } from 'wouter';
import { Music } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';

/** In place of the invest form on the creator's own open campaign: creators can't back it (the server answers 403). */
export function OwnCampaignCard({ id, projectId }: { id: string; projectId: number }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-bold">
        <Music className="h-5 w-5 text-accent" aria-hidden />
        Your campaign
      </h2>
      <p className="mt-3 text-sm">Creators can&apos;t invest in their own campaigns. Follow its raise and investors on your dashboard.</p>
      <Link href={`/dashboard?tab=creator&project=${projectId}`} className={buttonClassName('outline', 'md', 'mt-5 w-full')}>
        Open Creator Dashboard
      </Link>
    </section>
  );
}
