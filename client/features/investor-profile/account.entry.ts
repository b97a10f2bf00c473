/** The part of this feature only the account page uses, kept in that page's chunk (pages-through-feature-entry). */
export { InvestorProfileSection } from './investor-profile-form';
