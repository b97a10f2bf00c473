/**
 * The parts of this feature that only the create-project page uses, kept out of index.ts so that they stay in
 * that page's chunk (pages-through-feature-entry in .dependency-cruiser.cjs).
 */
export { CreateProjectForm } from './create-project-form';
