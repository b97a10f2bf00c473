/**
 * The parts of this feature that only the privacy page uses, kept out of index.ts so that they stay in
 * that page's chunk (pages-through-feature-entry in .dependency-cruiser.cjs).
 */
export { PRIVACY_EFFECTIVE_DATE, privacySections } from './privacy-sections';
