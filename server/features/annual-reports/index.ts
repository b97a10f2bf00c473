export { annualReportRoutes } from './routes';
export { sendAnnualReportReminders } from './reminders';
