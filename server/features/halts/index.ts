export { assertProjectsOpen, assertSignupsOpen, assertTradingOpen } from './halts';
export { haltRoutes } from './routes';
