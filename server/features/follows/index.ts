export { followRoutes } from './routes';
export { progressPercent } from './service';
