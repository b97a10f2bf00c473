/**
 * The project page's "What could this earn?" section, in that page's chunk (pages-through-feature-entry):
 * its slot and the invest form's amount; its content is a chunk fetched when the visitor comes near, its simulator the worker's.
 */
export { ProjectOutlook } from './project-outlook';
export { setInvestAmount } from './invest-amount';
