/** The one door for money: nothing else writes postings or the balances cached from them. */
export { creatorProceeds, PLATFORM_FEES, projectEscrow, SANDBOX, userCash, type Account } from './accounts';
export { checkLedger } from './check-ledger';
export { DEMO_BACKERS, refundEscrow, releaseEscrow } from './escrow';
export { cachedBalance, postTransfer, type Posting, type Transfer, type TransferCode } from './post-transfer';
export { restartLedger } from './restart';
export { ledgerRoutes } from './routes';
