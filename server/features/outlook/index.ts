export { outlookRoutes } from './routes';
