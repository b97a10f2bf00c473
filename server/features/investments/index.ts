export { investmentRoutes } from './routes';
/** The purchase's first statement, for the invest benchmark's direct-SQL limit. */
export { newInvestment, TAKE_SHARES, takeSharesValues } from './purchase';
/** For campaign changes: a reconfirmation locks the investment as a sale does, a lapsed one is cancelled as the investor's own cancellation is. */
export { cancelPending, INVESTMENT_NOT_FOUND, lockOwnInvestment } from './sell';
export { marketProceedsOf, projectSummaryColumns, toInvestmentView } from './investment-view';
