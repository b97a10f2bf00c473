export { investmentHistoryQuery, investmentsQuery, portfolioHistoryQuery } from './api';
export { DEFAULT_TIMEFRAME } from './timeframes';
export { PortfolioView } from './portfolio-view';
