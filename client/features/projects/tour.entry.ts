/**
 * The parts of this feature that only the project page (/tour/:id) uses, kept out of index.ts so that they stay in
 * that page's chunk (pages-through-feature-entry in .dependency-cruiser.cjs).
 */
export { BudgetBreakdown } from './budget-breakdown';
export { ClosedCampaignCard } from './closed-campaign-card';
export { InvestmentOverview } from './investment-overview';
export { ProjectHero } from './project-hero';
export { ProjectTimeline } from './project-timeline';
