/** The one door for money: nothing else writes balances or ledger rows. */
export { balanceOf, postTransfer, setEveryBalance, type CashTransfer, type TransferCode } from './post-transfer';
export { checkLedger } from './check-ledger';
