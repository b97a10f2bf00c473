export { questionRoutes } from './routes';
