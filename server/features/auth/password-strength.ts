import type { ZxcvbnResult } from '@zxcvbn-ts/core';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@common/common-passwords';

export { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@common/common-passwords';

/*
 * zxcvbn and its dictionaries (about 1.6 MB), and Mozilla's list of 50,000 breached passwords
 * (fxa-common-password-list, about 240 KB), live on the server only: the sign-up form shows a
 * small local estimate (client/features/auth/password-estimate.ts) and this check, run by
 * password-policy.ts at sign-up, has the last word.
 */

export interface PasswordStrength {
  /** zxcvbn's score: 0 too guessable, 1 very guessable, 2 somewhat guessable, 3 safely unguessable, 4 very unguessable. */
  score: 0 | 1 | 2 | 3 | 4;
  /**
   * Sign-up refuses it: on the short list or the breached list, a common word or name (or the
   * site's) with only digits and symbols around it, or within about a million guesses (score 0 or 1).
   */
  tooCommon: boolean;
  /** One sentence for the person typing ('' when there is nothing to say). */
  feedback: string;
}

/** The lowest score sign-up accepts. */
export const MIN_ACCEPTED_SCORE = 2;

/** Words an attacker tries first for this site: its own name, whatever the account. */
const SITE_WORDS = ['stagebacker', 'sandbox'];

/**
 * A word with only digits and symbols around it (`Summer2024!`, `Stagebacker1`): dictionary
 * attacks try every common word with such endings first, whatever zxcvbn makes of the ending.
 */
const DECORATED_WORD = /^[^\p{L}]{0,6}(\p{L}{3,})[^\p{L}]{0,6}$/u;

/** A word zxcvbn finds within this many guesses is a common word, name or password. */
const COMMON_WORD_GUESSES = 100_000;

interface Checks {
  zxcvbn: (password: string, userInputs: string[]) => ZxcvbnResult;
  breached: (password: string) => boolean;
}
let loading: Promise<Checks> | undefined;

/** Loads zxcvbn, its dictionaries and the breached list once, on first use (or at start up, by `preloadPasswordStrength`). */
function loadCheck(): Promise<Checks> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('fxa-common-password-list'),
  ]).then(([core, common, en, { default: breachedList }]) => {
    const factory = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      maxLength: 128,
    });
    return {
      zxcvbn: (password, userInputs) => factory.check(password, [...SITE_WORDS, ...userInputs]),
      breached: (password) => breachedList.test(password) || breachedList.test(password.toLowerCase()),
    };
  });
  // A failed load is tried again on the next call.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Starts loading the dictionaries early: the server calls it once it is ready. */
export async function preloadPasswordStrength(): Promise<void> {
  await loadCheck();
}

/**
 * How guessable a password is, by zxcvbn with the common and English dictionaries, the site's
 * name and `userInputs` (the account's name and email); sign-up is refused when `tooCommon`.
 */
export async function passwordStrength(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
  if (password === '') return { score: 0, tooCommon: false, feedback: '' };
  const checks = await loadCheck();
  const result = checks.zxcvbn(password, userInputs);
  const word = DECORATED_WORD.exec(password)?.[1];
  const decoratedCommonWord = word !== undefined && checks.zxcvbn(word, userInputs).guesses < COMMON_WORD_GUESSES;
  const onList = isCommonPassword(password) || checks.breached(password) || decoratedCommonWord;
  const score = onList ? 0 : result.score;
  const tooCommon = onList || score < MIN_ACCEPTED_SCORE;
  const hint = result.feedback.warning || result.feedback.suggestions[0] || '';
  return { score, tooCommon, feedback: tooCommon ? hint || COMMON_PASSWORD_MESSAGE : hint };
}
