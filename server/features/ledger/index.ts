/** The one door for money: nothing else writes postings or the balances cached from them. */
export { creatorProceeds, investorPool, PLATFORM_FEES, projectEscrow, SANDBOX, userCash, type Account } from './accounts';
export { checkLedger } from './check-ledger';
export { DEMO_BACKERS, refundEscrow, releaseEscrow } from './escrow';
export { cachedBalance, postTransfer, preparedTransfer, type Posting, type Transfer, type TransferCode } from './post-transfer';
export { bookRevenue, payInvestorPool, splitRevenue, type PayoutLine, type RevenueSplit } from './investor-pool';
export { restartLedger } from './restart';
export { ledgerRoutes } from './routes';
