export { notificationRoutes } from './routes';
export { ordersExpired, ordersFilled, type OrderActivity, type OrdersFilled } from './market-events';
export { campaignClosed, campaignSuspended, payoutPosted, raiseMoved, revenueSharePaid, updatePosted } from './project-events';
export { sendNewBackerNotices } from './new-backers';
export { sendDueReminders } from './reminders';
export { campaignChanged, closingEarly, earlyCloseWithdrawn, reconfirmationLapsed } from './campaign-change-notices';
export { NOTIFICATIONS_CHANNEL, NOTIFICATIONS_LOCK } from './notify';
export { passwordChanged } from './account-events';
export { questionAnswered, questionAsked } from './question-events';
