import { AppError } from '../../errors';
import { COMMON_PASSWORD_MESSAGE, passwordStrength } from './password-strength';

/** The spec has no text for this case: the wording follows COMMON_PASSWORD_MESSAGE's. */
export const PERSONAL_PASSWORD_MESSAGE = 'This password contains your name or email. Please choose a password without them.';

/** Whose password it is: what it must not contain, and what zxcvbn counts as easy to guess for this account. */
export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The email's local part, and each name of 3 letters or more, a double name counting as two
 * (a name of two letters is in too many passwords by chance).
 */
function personalWords({ email, firstName, lastName }: PasswordOwner): string[] {
  const localPart = email.trim().toLowerCase().split('@')[0] ?? '';
  const names = `${firstName} ${lastName}`
    .toLowerCase()
    .split(/[\s'’.-]+/u)
    .filter((name) => (name.match(/\p{L}/gu) ?? []).length >= 3);
  return [...(localPart.length >= 3 ? [localPart] : []), ...names];
}

/**
 * Sign-up's full password rule, after the schema's length and short-list checks: no name or
 * email of the account in it, in any letter case; then not on the breached list, not a common
 * word with digits or symbols around it, and not within about a million guesses for zxcvbn
 * with the common and English dictionaries. Sign-in never runs it, so accounts made before the
 * rule keep working.
 */
export async function assertNewPasswordAccepted(password: string, owner: PasswordOwner): Promise<void> {
  const words = personalWords(owner);
  const lowered = password.toLowerCase();
  if (words.some((word) => lowered.includes(word))) throw new AppError(400, PERSONAL_PASSWORD_MESSAGE);
  const { tooCommon } = await passwordStrength(password, words);
  if (tooCommon) throw new AppError(400, COMMON_PASSWORD_MESSAGE);
}
