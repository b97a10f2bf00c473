export { investmentRoutes } from './routes';
/** The purchase's statements, for the invest benchmark's direct-SQL limit. */
export { newInvestment, takeSharesStatement } from './purchase';
