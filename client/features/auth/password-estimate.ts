import { COMMON_PASSWORD_MESSAGE, isCommonPassword, mostCommonPasswords } from '@common/common-passwords';

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordEstimate {
  /** 0 very weak, 1 weak, 2 fair, 3 strong, 4 very strong: the same scale as the server's check. */
  score: StrengthScore;
  /** On the short list of the most breached passwords: the sign-up schema refuses it too. */
  tooCommon: boolean;
  /** One sentence for the person typing ('' when there is nothing to say). */
  feedback: string;
}

/**
 * The sign-up form's instant strength estimate, in the browser and without dictionaries: the
 * characters' variety and the length, less what is easy to guess (runs like 'aaa' or '123', a
 * year, a word from the short list). It is a hint only: the server's check (zxcvbn with its
 * dictionaries, server/features/auth/password-strength.ts) decides at sign-up.
 */
export function estimatePasswordStrength(password: string): PasswordEstimate {
  if (password === '') return { score: 0, tooCommon: false, feedback: '' };
  if (isCommonPassword(password)) return { score: 0, tooCommon: true, feedback: COMMON_PASSWORD_MESSAGE };

  // Per UTF-16 unit, as indexOf and matchAll count.
  const weights = new Array<number>(password.length).fill(1);
  const word = discountCommonWords(password, weights);
  const year = discountYears(password, weights);
  const run = discountRuns(password, weights);
  const effectiveLength = weights.reduce((sum, weight) => sum + weight, 0);
  const bits = effectiveLength * Math.log2(characterPool(password));
  // Short passwords, and those of one kind of character (a lone word, a number), stay low whatever their bits.
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
  const cap: StrengthScore = password.length < 8 ? 1 : classes === 1 && password.length < 16 ? 2 : 4;
  const score = Math.min(scoreFor(bits), cap) as StrengthScore;

  let feedback = '';
  if (score <= 2) {
    if (word) feedback = 'Common words like this one are easy to guess.';
    else if (run) feedback = 'Repeats and sequences like aaa or 123 are easy to guess.';
    else if (year) feedback = 'Years are easy to guess.';
    else
      feedback =
        score < 2 ? 'Add more words or characters: a few unrelated words work well.' : 'A few more characters would make it stronger.';
  }
  return { score, tooCommon: false, feedback };
}

/** Roughly the guesses (as bits) a brute force would need, mapped onto the server's 0-4 scale. */
function scoreFor(bits: number): StrengthScore {
  if (bits < 20) return 0;
  if (bits < 30) return 1;
  if (bits < 45) return 2;
  if (bits < 60) return 3;
  return 4;
}

/** How many characters each class present adds to what a guesser must try. */
function characterPool(password: string): number {
  let pool = 0;
  if (/[a-z]/.test(password)) pool += 26;
  if (/[A-Z]/.test(password)) pool += 26;
  if (/[0-9]/.test(password)) pool += 10;
  if (/[ -/:-@[-`{-~]/.test(password)) pool += 33;
  if (/[^\x20-\x7e]/.test(password)) pool += 100;
  return Math.max(pool, 10);
}

/** Short-list words of 5 characters or more inside the password count as one character each. */
function discountCommonWords(password: string, weights: number[]): boolean {
  const lower = password.toLowerCase();
  let found = false;
  for (const common of mostCommonPasswords) {
    if (common.length < 5 || !/[a-z]/.test(common)) continue;
    for (let at = lower.indexOf(common); at !== -1; at = lower.indexOf(common, at + 1)) {
      found = true;
      for (let index = at; index < at + common.length; index += 1) weights[index] = Math.min(weights[index] ?? 0, 1 / common.length);
    }
  }
  return found;
}

/** A year from 1900 to 2099 counts as one character. */
function discountYears(password: string, weights: number[]): boolean {
  let found = false;
  for (const match of password.matchAll(/(?:19|20)\d\d/g)) {
    found = true;
    for (let index = match.index; index < match.index + 4; index += 1) weights[index] = Math.min(weights[index] ?? 0, 0.25);
  }
  return found;
}

/** From the third character of a repeat or a sequence ('aaa', 'abc', '321'), each counts a quarter. */
function discountRuns(password: string, weights: number[]): boolean {
  let found = false;
  for (let index = 2; index < password.length; index += 1) {
    const step = password.charCodeAt(index) - password.charCodeAt(index - 1);
    if (Math.abs(step) <= 1 && step === password.charCodeAt(index - 1) - password.charCodeAt(index - 2)) {
      found = true;
      weights[index] = Math.min(weights[index] ?? 0, 0.25);
    }
  }
  return found;
}
