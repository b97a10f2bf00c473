import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One titled card of the project page; the heading names the section for screen readers too. */
export function DetailSection({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <Icon className="h-5 w-5 text-accent" aria-hidden />
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
