export { AccountActivity } from './account-activity';
