export { notificationRoutes } from './routes';
export { campaignClosed, payoutPosted, raiseMoved, updatePosted } from './project-events';
export { sendDueReminders } from './reminders';
