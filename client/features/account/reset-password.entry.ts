/** The reset-password page's form, kept in that page's chunk. */
export { ResetPasswordForm } from './reset-password-form';
