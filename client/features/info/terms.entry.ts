/**
 * The parts of this feature that only the terms page uses, kept out of index.ts so that they stay in
 * that page's chunk (pages-through-feature-entry in .dependency-cruiser.cjs).
 */
export { AGREEMENT_DATE, AGREEMENT_VERSION, termsSections } from './terms-sections';
