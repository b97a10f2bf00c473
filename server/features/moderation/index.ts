export { moderationRoutes } from './routes';
