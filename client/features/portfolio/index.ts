export { investmentHistoryQuery, investmentsQuery, portfolioHistoryQuery } from './api';
export { DEFAULT_TIMEFRAME } from './timeframes';
export { PortfolioView } from './portfolio-view';
/** The value chart's pure drawing helpers, shared with the creator's funding curve. */
export { linearScale, stepAreaPath, stepPath } from './chart-geometry';
export { dateTicks, labelWidth, niceTicks, thinLabels } from './chart-ticks';
