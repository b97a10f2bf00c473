import { lazy } from 'react';

export { notificationsQuery } from './api';
/** The header's bell; its menu (Radix) loads with it, after the entry chunk. */
export const NotificationBell = lazy(() => import('./notification-bell'));
