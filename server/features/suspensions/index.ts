export { suspensionRoutes } from './routes';
