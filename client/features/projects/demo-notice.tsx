import { Info } from 'lucide-react';

/** The sandbox label every project page carries: fictional projects, virtual money. */
export function DemoNotice({ className = '' }: { className?: string }) {
  return (
    <aside
      aria-label="Demo notice"
      className={`flex items-start gap-3 rounded-xl border border-accent/50 bg-accent/10 p-4 text-sm ${className}`}
    >
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
      <p>
        <strong className="font-semibold text-accent">Sandbox demo.</strong>{' '}
        <span className="text-foreground/90">
          All projects and creators shown here are fictional examples. Investments use virtual funds: no real money moves, and the sandbox
          resets periodically.
        </span>
      </p>
    </aside>
  );
}
