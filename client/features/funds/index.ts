export { AddFundsFlow } from './add-funds-flow';
export { WithdrawForm } from './withdraw-form';
