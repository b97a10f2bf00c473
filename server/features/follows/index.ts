export { followRoutes } from './routes';
