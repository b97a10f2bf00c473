import { AppError } from '../../errors';
import { COMMON_PASSWORD_MESSAGE, passwordStrength } from './password-strength';

/**
 * Sign-up's full password rule, after the schema's length and short-list checks: zxcvbn with the
 * common and English dictionaries must not find it within about a million guesses. Sign-in
 * never runs it, so accounts made before the rule keep working.
 */
export async function assertNewPasswordAccepted(password: string): Promise<void> {
  const { tooCommon } = await passwordStrength(password);
  if (tooCommon) throw new AppError(400, COMMON_PASSWORD_MESSAGE);
}
