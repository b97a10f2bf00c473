import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { preloadToastStack } from '@/components/ui/toaster';
import { toast } from '@/components/ui/use-toast';
import { rememberEnteredEmail } from '@/lib/email-gate';

/** The spec's simulated submission and redirect timings; no server call is made. */
const SUBMIT_DELAY_MS = 500;
const REDIRECT_DELAY_MS = 1000;

interface EmailGateFormProps {
  label: string;
  buttonLabel: string;
  pendingLabel: string;
}

/**
 * The landing page's email forms: remember the visitor, welcome them, then open the sandbox.
 *
 * Checked by hand, not with react-hook-form and a zod schema like the other forms: those two
 * libraries are about 39 KB gzipped, which takes the landing page from 95 KB to 134 KB,
 * over its 100 KB budget (e2e/bundle-size.spec.ts), for one field whose empty submit does nothing.
 */
export function EmailGateForm({ label, buttonLabel, pendingLabel }: EmailGateFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || pending) return;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError('Please enter a valid email');
      return;
    }
    setError(null);
    setPending(true);
    // In case the form was submitted without focusing the field (autofill): the toast is due in 500 ms.
    preloadToastStack();
    timers.current.push(
      setTimeout(() => {
        rememberEnteredEmail();
        toast({
          title: 'Welcome to Stagebacker Sandbox!',
          description: "You've been added to our mailing list. Redirecting to sandbox...",
        });
        timers.current.push(setTimeout(() => navigate('/sandbox-access'), REDIRECT_DELAY_MS));
      }, SUBMIT_DELAY_MS),
    );
  };

  return (
    <form noValidate onSubmit={submit} className="w-full max-w-xl">
      <label htmlFor={inputId} className="mb-2 block text-left text-sm font-medium text-foreground">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          // The welcome toast comes 500 ms after the submit: its code loads while the visitor types, not inside those 500 ms.
          onFocus={preloadToastStack}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-12 w-full rounded-lg border border-input sm:flex-1 bg-card px-4 text-base text-foreground placeholder:text-muted-foreground"
        />
        <Button type="submit" size="lg" disabled={pending} className="sm:w-40">
          {pending ? pendingLabel : buttonLabel}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-left text-sm text-[#fca5a5]">
          {error}
        </p>
      ) : null}
    </form>
  );
}
