export { supportViewRoutes } from './routes';
