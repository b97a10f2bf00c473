export { investmentRoutes } from './routes';
/** The purchase's first statement, for the invest benchmark's direct-SQL limit. */
export { newInvestment, TAKE_SHARES, takeSharesValues } from './purchase';
