export { ledgerQuery } from './api';
export { AccountActivity } from './account-activity';
