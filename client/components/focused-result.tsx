import { useEffect, useId, useRef } from 'react';
import { CheckCircle2 } from 'lucide-react';

/**
 * The outcome of an action whose button goes away or is disabled once it succeeds: shown where the
 * button was and focused when it appears, so keyboard and screen reader users go on from the result
 * instead of from the top of the page.
 */
export function FocusedResult({ title, description, testId }: { title: string; description: string; testId?: string }) {
  const region = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => region.current?.focus(), []);
  return (
    <div
      ref={region}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      data-testid={testId}
      className="flex items-start gap-3 rounded-xl border border-success/50 bg-success/10 p-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-success"
    >
      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden />
      <div>
        <p id={`${id}-title`} className="font-semibold">
          {title}
        </p>
        <p id={`${id}-description`} className="mt-1 text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );
}
