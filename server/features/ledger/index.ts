/** The one door for money: nothing else writes postings or the balances cached from them (held by lint). */
export { creatorProceeds, investorPool, marketHolding, PLATFORM_FEES, projectEscrow, SANDBOX, userCash, type Account } from './accounts';
export { cachedBalance } from './balances';
export { checkLedger } from './check-ledger';
export { allStatements, checkStatements, type AccountStatement } from './check-statements';
export { statementYears, yearStatement } from './account-years';
export { DEMO_BACKERS, refundEscrow, releaseEscrow } from './escrow';
export {
  postTransfer,
  postTransfers,
  preparedTransfers,
  type PostedTransfers,
  type Posting,
  type Transfer,
  type TransferCode,
} from './post-transfers';
export { bookRevenue, payInvestorPool, type PayoutLine } from './investor-pool';
export { restartLedger } from './restart';
export { ledgerRoutes } from './routes';
