export { keepLedgerCheck } from './check-runs';
export { ledgerExplorerRoutes } from './routes';
