export { mailRoutes } from './routes';
export { notificationMail } from './mail-jobs';
export { createMailer, type Mailer, type OutgoingMail } from './mailer';
