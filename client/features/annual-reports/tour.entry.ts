/** The project page's parts of this feature, kept in that page's chunk (pages-through-feature-entry). */
export { AnnualReportsSection } from './lazy-annual-reports-section';
export { ProjectOverdueBadge } from './overdue-badge';
