/** What the project page (/tour/:id) uses of this feature, kept in that page's chunk (pages-through-feature-entry). */
export { BackedThisBox } from './backed-this-box';
