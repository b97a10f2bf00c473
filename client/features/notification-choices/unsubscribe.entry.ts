/** The unsubscribe page's panel, kept in that page's chunk (pages-through-feature-entry). */
export { UnsubscribePanel } from './unsubscribe-panel';
