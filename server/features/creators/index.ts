export { creatorRoutes } from './routes';
