export { investmentHistoryQuery, investmentsQuery, portfolioHistoryQuery, portfolioPerformanceQuery, portfolioSummaryQuery } from './api';
export { incomeCalendarQuery } from './income-calendar';
export { DEFAULT_TIMEFRAME } from './timeframes';
export { PortfolioView } from './portfolio-view';
