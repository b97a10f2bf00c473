export { AddFundsFlow } from './add-funds-flow';
