import { Card } from '@/components/ui/card';

/** Shown while the signed-in user is being looked up, so a signed-in user never sees 'Sign In Required' flash. */
export function AuthLoadingCard() {
  return (
    <Card className="mx-auto flex max-w-lg items-center justify-center gap-3 p-8" role="status" aria-live="polite">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden />
      <span className="text-muted-foreground">Checking your account…</span>
    </Card>
  );
}
