export { portfolioRoutes } from './routes';
export { portfolioSummary } from './summary';
