/**
 * What the project page (/tour/:id) uses of this feature. index.ts also exports the dashboard's
 * tab, and the bundler puts every module a page reaches through an index into that page's
 * chunks, so through index.ts the project page would load the tab and its charts
 * (pages-through-feature-entry in .dependency-cruiser.cjs).
 */
export { useIsProjectCreator } from './api';
export { OwnCampaignCard } from './own-campaign-card';
