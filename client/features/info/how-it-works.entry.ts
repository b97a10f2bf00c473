/**
 * The parts of this feature that only the how-it-works page uses, kept out of index.ts so that they stay in
 * that page's chunk (pages-through-feature-entry in .dependency-cruiser.cjs).
 */
export {
  feeExample,
  type IconCard,
  investingSteps,
  investorFaqs,
  investorReasons,
  investorSteps,
  riskPoints,
  securityFeatures,
} from './how-it-works-content';
