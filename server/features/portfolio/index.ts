export { portfolioRoutes } from './routes';
export { investmentValueCents } from './returns-model';
