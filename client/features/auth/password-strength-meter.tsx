import { COMMON_PASSWORD_MESSAGE } from '@common/common-passwords';
import { cn } from '@/lib/cn';
import { estimatePasswordStrength } from './password-estimate';

const scoreLabels = ['very weak', 'weak', 'fair', 'strong', 'very strong'] as const;
const scoreColours = ['bg-[#fca5a5]', 'bg-[#fca5a5]', 'bg-[#fcd34d]', 'bg-[#86efac]', 'bg-[#86efac]'] as const;

/**
 * A labelled strength meter under the sign-up password, with the too-common message the server
 * would give. It estimates in the page, at each keystroke, with no dictionary to load; the
 * server's check at sign-up has the last word (its refusal shows in the 'Signup failed' toast).
 */
export function PasswordStrengthMeter({ password, commonMessageShown }: { password: string; commonMessageShown: boolean }) {
  if (password === '') return null;
  const strength = estimatePasswordStrength(password);
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
