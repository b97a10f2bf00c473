export { creatorDashboardRoutes } from './routes';
