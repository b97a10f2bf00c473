export { updateRoutes } from './routes';
export { daysSince, updateDue } from './service';
