/** The forgot-password page's form, kept in that page's chunk. */
export { ForgotPasswordForm } from './forgot-password-form';
