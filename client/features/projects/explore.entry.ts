/**
 * The parts of this feature that only the explore page uses, kept out of index.ts so that they stay in
 * that page's chunk (pages-through-feature-entry in .dependency-cruiser.cjs).
 */
export { ExploreFilters } from './explore-filters';
export { LoadMore } from './load-more';
export { ProjectCard } from './project-card';
export { useExploreFilters } from './use-explore-filters';
