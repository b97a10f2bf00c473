export { investmentHistoryQuery, investmentsQuery, portfolioHistoryQuery, portfolioPerformanceQuery, portfolioSummaryQuery } from './api';
export { DEFAULT_TIMEFRAME } from './timeframes';
export { PortfolioView } from './portfolio-view';
