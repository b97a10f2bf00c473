export { investorProfileRoutes } from './routes';
export { limitStatus } from './limits';
