export { PayoutsSection } from './payouts-section';
export { CreatorPaidTotal, PaidToInvestors } from './paid-to-investors';
