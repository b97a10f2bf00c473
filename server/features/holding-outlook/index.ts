export { holdingOutlookRoutes } from './routes';
