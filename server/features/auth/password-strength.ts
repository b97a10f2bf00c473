import type { ZxcvbnResult } from '@zxcvbn-ts/core';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@common/common-passwords';

export { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@common/common-passwords';

/*
 * zxcvbn and its dictionaries (about 1.6 MB) live on the server only: the sign-up form shows a
 * small local estimate (client/features/auth/password-estimate.ts) and this check, run by
 * password-policy.ts at sign-up, has the last word.
 */

export interface PasswordStrength {
  /** zxcvbn's score: 0 too guessable, 1 very guessable, 2 somewhat guessable, 3 safely unguessable, 4 very unguessable. */
  score: 0 | 1 | 2 | 3 | 4;
  /** Sign-up refuses it: on the short list or within about a million guesses (score 0 or 1). */
  tooCommon: boolean;
  /** One sentence for the person typing ('' when there is nothing to say). */
  feedback: string;
}

/** The lowest score sign-up accepts. */
export const MIN_ACCEPTED_SCORE = 2;

type Check = (password: string) => ZxcvbnResult;
let loading: Promise<Check> | undefined;

/** Loads zxcvbn and its dictionaries once, on first use (or at start up, by `preloadPasswordStrength`). */
function loadCheck(): Promise<Check> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) => {
      const factory = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        maxLength: 128,
      });
      return (password: string) => factory.check(password);
    },
  );
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

/** How guessable a password is, by zxcvbn with the common and English dictionaries; sign-up is refused when `tooCommon`. */
export async function passwordStrength(password: string): Promise<PasswordStrength> {
  if (password === '') return { score: 0, tooCommon: false, feedback: '' };
  const result = (await loadCheck())(password);
  const onList = isCommonPassword(password);
  const score = onList ? 0 : result.score;
  const tooCommon = onList || score < MIN_ACCEPTED_SCORE;
  const hint = result.feedback.warning || result.feedback.suggestions[0] || '';
  return { score, tooCommon, feedback: tooCommon ? hint || COMMON_PASSWORD_MESSAGE : hint };
}
