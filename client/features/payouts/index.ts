export { latestPayoutsQuery, payoutSummaryQuery } from './api';
export { LATEST_PAYOUTS_COUNT } from './payout-rules';
export { PayoutsSection } from './payouts-section';
export { CreatorPaidTotal, PaidToInvestors } from './paid-to-investors';
