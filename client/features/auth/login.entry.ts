/**
 * The parts of this feature that only the login page uses, kept out of index.ts so that they stay in
 * that page's chunk (pages-through-feature-entry in .dependency-cruiser.cjs).
 */
export { AuthCard } from './auth-card';
export { LoginForm } from './login-form';
