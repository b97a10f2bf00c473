/** The project page's Questions section, kept in that page's chunk (pages-through-feature-entry). */
export { QUESTIONS_ANCHOR, QuestionsSection } from './questions-section';
