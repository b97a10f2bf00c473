/**
 * The parts of this feature that only the compare page uses, kept out of index.ts so that they stay in
 * that page's chunk (pages-through-feature-entry in .dependency-cruiser.cjs).
 */
export { CompareView } from './compare-view';
