/** The choices page's form, kept in that page's chunk (pages-through-feature-entry). */
export { NotificationChoicesSection } from './notification-choices-form';
