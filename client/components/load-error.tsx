import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';

/** A load that failed for another reason than "not found": say so, with the server's message, and offer a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-destructive/60 bg-card p-8 text-center">
      <AlertTriangle className="mx-auto h-10 w-10 text-destructive" aria-hidden />
      <h2 className="mt-3 text-xl font-bold">{title}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{errorMessage(error, 'Please check your connection and try again.')}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
