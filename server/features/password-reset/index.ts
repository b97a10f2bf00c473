export { passwordResetRoutes } from './routes';
