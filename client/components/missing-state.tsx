import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';

/** The page-level "not found" card: what is missing, why, and one way out. */
export function MissingState({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 text-center">
        <SearchX className="mx-auto h-12 w-12 text-accent" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-muted-foreground">{text}</p>
        <div className="mt-6">{action}</div>
      </div>
    </div>
  );
}
