import { preloadableLazy } from '@/lib/preloadable-lazy';

export { notificationsQuery } from './api';
/** The header's bell; its menu (Radix) loads with it, after the entry chunk, ahead of hydration for a signed-in user. */
export const notificationBell = preloadableLazy(() => import('./notification-bell'));
