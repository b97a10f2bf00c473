/** The account's yearly statements: JSON, CSV and PDF of the figures the ledger feature works out. */
export { statementCsv, statementCsvColumns } from './statement-csv';
export { statementPdf } from './statement-pdf';
export { statementRoutes } from './routes';
