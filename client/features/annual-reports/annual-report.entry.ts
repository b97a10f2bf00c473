/** The filing page's parts of this feature, kept in that page's chunk (pages-through-feature-entry). */
export { useAnnualReportForm } from './api';
export { AnnualReportFormPanel } from './annual-report-form';
