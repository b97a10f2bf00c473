/**
 * The sign-up rule's synchronous half: a short list of the passwords seen most often in breaches
 * (the tops of the NCSC, SplashData and NordPass lists, 6 characters or more), small enough to
 * ship with the sign-up schema and the form's strength estimate. The full check (zxcvbn and its
 * dictionaries, on the server only) is server/features/auth/password-strength.ts, run before an
 * account is created.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less common password.';

// prettier-ignore
export const mostCommonPasswords: readonly string[] = [
  '123456', '123456789', '12345678', '1234567', '1234567890', '111111', '000000', '123123', '123321', '654321',
  '666666', '121212', '112233', '696969', '7777777', '11111111', '88888888', '987654321', '999999', '555555',
  '123qwe', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwertyuiop',
  'qwe123', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'zxcvbn', 'qazwsx', 'azerty', 'abc123', 'abcdef', 'abcd1234',
  'a1b2c3', 'aa123456', '123abc', 'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'iloveyou',
  'iloveyou1', 'letmein', 'letmein1', 'welcome', 'welcome1', 'admin123', 'administrator', 'changeme', 'default', 'monkey',
  'dragon', 'master', 'shadow', 'sunshine', 'princess', 'football', 'football1', 'baseball', 'baseball1', 'superman',
  'batman', 'trustno1', 'starwars', 'freedom', 'whatever', 'michael', 'jennifer', 'jordan', 'charlie', 'hunter',
  'killer', 'soccer', 'hockey', 'ranger', 'buster', 'tigger', 'computer', 'secret', 'pokemon', 'liverpool',
  'chelsea', 'arsenal', 'cheese', 'flower', 'hello123', 'loveme', 'lovely', 'mustang', 'access', 'michelle',
  'jessica', 'daniel', 'ashley', 'nicole', 'summer', 'pepper', 'ginger', 'maggie',
];

const commonPasswords: ReadonlySet<string> = new Set(mostCommonPasswords);

/** True for a password on the short list, whatever its letter case or surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}
