/** The parts of this feature only the account page uses, kept in that page's chunk (pages-through-feature-entry). */
export { CreatorProfileForm } from './creator-profile-form';
export { PasswordForm } from './password-form';
export { ProfileForm } from './profile-form';
