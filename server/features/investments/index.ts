export { investmentRoutes } from './routes';
