/** The musician page's part of this feature, kept in that page's chunk (pages-through-feature-entry). */
export { CreatorOverdueBadge } from './overdue-badge';
