export { notificationRoutes } from './routes';
export { ordersExpired, ordersFilled, type OrderActivity } from './market-events';
export { campaignClosed, payoutPosted, raiseMoved, updatePosted } from './project-events';
export { sendDueReminders } from './reminders';
