/** The project page's part of this feature, kept in that page's chunk (pages-through-feature-entry). */
export { CompareLink } from './compare-link';
