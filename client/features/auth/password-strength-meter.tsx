import { useEffect, useState } from 'react';
import { COMMON_PASSWORD_MESSAGE } from '@common/common-passwords';
import type { PasswordStrength } from '@common/password-strength';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const scoreLabels = ['very weak', 'weak', 'fair', 'strong', 'very strong'] as const;
const scoreColours = ['bg-[#fca5a5]', 'bg-[#fca5a5]', 'bg-[#fcd34d]', 'bg-[#86efac]', 'bg-[#86efac]'] as const;

type Scorer = (password: string) => Promise<PasswordStrength>;
let scorer: Scorer | undefined;

/** zxcvbn in a worker, so parsing its dictionaries never freezes the page; the dynamic import where workers fail. */
function loadScorer(): Scorer {
  if (scorer) return scorer;
  const inPage: Scorer = (password) => import('@common/password-strength').then(({ passwordStrength }) => passwordStrength(password));
  try {
    const worker = new Worker(new URL('./password-strength.worker.ts', import.meta.url), { type: 'module' });
    const waiting = new Map<number, (strength: PasswordStrength | null) => void>();
    let nextId = 0;
    worker.onmessage = (event: MessageEvent<{ id: number; strength: PasswordStrength | null }>) => {
      waiting.get(event.data.id)?.(event.data.strength);
      waiting.delete(event.data.id);
    };
    worker.onerror = () => {
      // The worker could not start: score in the page from now on, and answer whoever waits.
      scorer = inPage;
      for (const [id, resolve] of waiting) {
        waiting.delete(id);
        resolve(null);
      }
    };
    scorer = (password) =>
      new Promise<PasswordStrength | null>((resolve) => {
        nextId += 1;
        waiting.set(nextId, resolve);
        worker.postMessage({ id: nextId, password });
      }).then((strength) => strength ?? inPage(password));
  } catch {
    scorer = inPage;
  }
  return scorer;
}

/**
 * zxcvbn's verdict on what is typed. Its dictionaries load on the first keystroke, in a worker,
 * so they never reach the landing page's entry bundle nor block the page.
 */
function usePasswordStrength(password: string): PasswordStrength | null {
  const settled = useDebouncedValue(password, 150);
  const [result, setResult] = useState<{ password: string; strength: PasswordStrength } | null>(null);
  useEffect(() => {
    if (settled === '') return;
    let current = true;
    loadScorer()(settled)
      .then((strength) => {
        if (current) setResult({ password: settled, strength });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [settled]);
  return password !== '' && result ? result.strength : null;
}

/** A labelled strength meter under the sign-up password, with the too-common message the server would give. */
export function PasswordStrengthMeter({ password, commonMessageShown }: { password: string; commonMessageShown: boolean }) {
  const strength = usePasswordStrength(password);
  if (!strength) return null;
  const label = scoreLabels[strength.score];
  return (
    <div className="-mt-3 grid gap-1.5">
      <div className="flex items-center gap-3">
        <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden>
          <div
            className={cn('h-full rounded-full transition-all', scoreColours[strength.score])}
            style={{ width: `${((strength.score + 1) / 5) * 100}%` }}
          />
        </div>
        <meter
          className="sr-only"
          aria-label="Password strength"
          aria-valuetext={label}
          min={0}
          max={4}
          low={2}
          high={3}
          optimum={4}
          value={strength.score}
        />
        <p className="text-xs font-medium text-muted-foreground" aria-live="polite">
          Strength: {label}
        </p>
      </div>
      {strength.tooCommon && !commonMessageShown ? (
        <p className="text-sm text-[#fca5a5]" role="status">
          {COMMON_PASSWORD_MESSAGE}
          {strength.feedback && strength.feedback !== COMMON_PASSWORD_MESSAGE ? ` ${strength.feedback}` : ''}
        </p>
      ) : strength.feedback ? (
        <p className="text-xs text-muted-foreground">{strength.feedback}</p>
      ) : null}
    </div>
  );
}
