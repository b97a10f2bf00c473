/**
 * The parts of this feature that only the for-creators page uses, kept out of index.ts so that they stay in
 * that page's chunk (pages-through-feature-entry in .dependency-cruiser.cjs).
 */
export {
  creatorReasons,
  creatorSteps,
  eligibilityGuidelines,
  fundingGuidelines,
  submissionRequirements,
  successStories,
} from './for-creators-content';
export { projectTypeIcons } from './project-type-details';
