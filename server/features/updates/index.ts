export { updateRoutes } from './routes';
export { daysSince, postUpdate, updateDue } from './service';
