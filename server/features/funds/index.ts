export { fundsRoutes } from './routes';
