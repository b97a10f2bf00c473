/**
 * What the project page (/tour/:id) uses of this feature: the Market section, whose content is
 * its own chunk (pages-through-feature-entry in .dependency-cruiser.cjs).
 */
export { MarketSection } from './lazy-market-section';
