import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../common-passwords';

export const signupAccountTypes = ['investor', 'musician', 'both'] as const;
export const accountTypes = ['investor', 'creator', 'both'] as const;
export type AccountType = (typeof accountTypes)[number];

/** Shared with the account and password-reset payloads (common/schemas/account.ts). */
export const emailField = z
  .string({ message: 'Please enter a valid email' })
  .trim()
  .max(254, 'Please enter a valid email')
  .pipe(z.email({ message: 'Please enter a valid email' }));

export const passwordField = z
  .string({ message: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

/**
 * A new password also stays off the short list of the most breached passwords. The server adds
 * the full zxcvbn check (server/features/auth/password-strength.ts) before creating the
 * account; signing in never applies either, so existing accounts keep working.
 */
export const newPasswordField = passwordField.refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE);

const personName = (message: string) => z.string({ message }).trim().min(1, message).max(100, 'Names must be at most 100 characters');

export const firstNameField = personName('First name is required');
export const lastNameField = personName('Last name is required');

/** A staff account with two-factor sign-in is answered 401 with this until the code comes with the password. */
export const TWO_FACTOR_REQUIRED = 'Enter the 6-digit code from your authenticator app, or a recovery code.';

export const loginSchema = z.strictObject({
  email: emailField,
  password: passwordField,
  /** A staff account's second factor: the authenticator's current code or an unused recovery code. */
  code: z.string({ error: TWO_FACTOR_REQUIRED }).trim().max(20, TWO_FACTOR_REQUIRED).optional(),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const signupSchema = z.strictObject({
  email: emailField,
  firstName: firstNameField,
  lastName: lastNameField,
  password: newPasswordField,
  accountType: z.enum(signupAccountTypes, { message: 'Choose investor, musician or both' }).default('investor'),
});
export type SignupPayload = z.input<typeof signupSchema>;

/** The sign-up form adds a confirmation that is checked in the browser and never sent. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type SignupForm = z.input<typeof signupFormSchema>;

/** What the server says about the signed-in user; never the password hash or session data. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  accountType: z.enum(accountTypes),
  accountBalance: z.string(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
