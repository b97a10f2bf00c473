import { z } from 'zod';
import { currentUserSchema, emailField, firstNameField, lastNameField, newPasswordField } from './auth';

/**
 * An image of the account's own: the address the upload flow gave (`/api/uploads/{id}?token=…`)
 * or the stored file's (`/api/files/{id}`); the server checks that it is the caller's image.
 * null removes the image.
 */
const ownImage = z.string().max(300, 'Please upload the image again.').nullable();

/** `PATCH /api/account`: the names, and the profile image shown in the header's avatar. Fields left out stay as they are. */
export const accountProfileSchema = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  profileImageUrl: ownImage.optional(),
});
export type AccountProfilePayload = z.input<typeof accountProfileSchema>;

export const LINK_MESSAGE = 'Please enter a full link starting with https://';

/** An http(s) link of at most 300 characters; an empty field means none (null). */
const externalLink = z
  .string()
  .trim()
  .max(300, 'Links must be at most 300 characters')
  .refine((text) => text === '' || (URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol)), LINK_MESSAGE)
  .transform((text) => (text === '' ? null : text))
  .nullable();

/** `PATCH /api/account/creator`: what /musician/{id} shows about the creator. */
export const creatorProfileUpdateSchema = z.strictObject({
  bio: z.string().trim().max(2000, 'The bio must be at most 2000 characters'),
  imageUrl: ownImage,
  spotifyUrl: externalLink,
  websiteUrl: externalLink,
});
export type CreatorProfilePayload = z.infer<typeof creatorProfileUpdateSchema>;
export type CreatorProfileForm = z.input<typeof creatorProfileUpdateSchema>;

/** The creator profile as the account page edits it. */
export const creatorProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bio: z.string(),
  imageUrl: z.string().nullable(),
  spotifyUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

/** `GET /api/account`: the account and, once its first project made one, its creator profile. */
export const accountSchema = z.object({ user: currentUserSchema, creator: creatorProfileSchema.nullable() });
export type Account = z.infer<typeof accountSchema>;

/** `POST /api/account/password`. The current password is checked as sign-in checks it; the new one by sign-up's rules. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z.string({ message: 'Please enter your current password' }).min(1, 'Please enter your current password').max(128),
  newPassword: newPasswordField,
});
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

/** The form adds a confirmation that is checked in the browser and never sent. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** `POST /api/auth/forgot-password`. */
export const forgotPasswordSchema = z.strictObject({ email: emailField });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

/** The same answer whether or not an account has that email. */
export const FORGOT_PASSWORD_ANSWER = "If an account exists for that email, we've sent a link to reset the password.";

/**
 * The answer, and whether this server delivers mail at all (no SMTP_URL: it does not). That is
 * the same for every request, so it tells nothing about who has an account; the link itself is never in it.
 */
export const forgotPasswordAnswerSchema = z.object({ message: z.string(), mailDelivered: z.boolean() });
export type ForgotPasswordAnswer = z.infer<typeof forgotPasswordAnswerSchema>;

/** Shown under the answer when the server delivers no mail: where the link is instead. */
export const MAIL_NOT_DELIVERED_NOTICE =
  "This sandbox has no mail server, so the email cannot be sent here: ask the sandbox's operator for your link, which is written in the server's log.";

/** `POST /api/auth/reset-password`: the token from the emailed link and the new password. */
export const resetPasswordSchema = z.strictObject({
  token: z.string({ message: 'This reset link is not valid. Please ask for a new one.' }).min(1).max(200),
  password: newPasswordField,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
