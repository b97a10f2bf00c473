import type { HoldingOutlook } from '@common/schemas/holding-outlook';

/** A campaign holding's forecast at purchase over six quarters, three of them paid (one below its band). */
export const aHoldingOutlook = (overrides: Partial<HoldingOutlook> = {}): HoldingOutlook => ({
  investmentId: 7,
  projectId: 3,
  inputs: {
    project: {
      id: 3,
      type: 'album',
      fundingGoal: '500.00',
      fundedAt: '2026-12-20T00:00:00.000Z',
      sharePrice: '10.00',
      sharesIssued: 1000,
      sharesToReachGoal: null,
    },
    amount: '500.00',
    years: 5,
    paths: 2000,
    seed: 123456,
    price: '10.00',
    onMarket: false,
    startsAt: null,
  },
  quarters: [
    { quarter: '2026-Q4', p10: '0.50', p50: '1.00', p90: '1.60', plan: '1.05', paid: '1.20' },
    { quarter: '2027-Q1', p10: '3.00', p50: '4.50', p90: '6.00', plan: '4.40', paid: '2.10' },
    { quarter: '2027-Q2', p10: '3.20', p50: '4.80', p90: '6.40', plan: '4.70', paid: '5.00' },
    { quarter: '2027-Q3', p10: '3.10', p50: '4.60', p90: '6.20', plan: '4.50', paid: null },
    { quarter: '2027-Q4', p10: '2.90', p50: '4.40', p90: '5.90', plan: '4.30', paid: null },
    { quarter: '2028-Q1', p10: '2.80', p50: '4.20', p90: '5.70', plan: '4.10', paid: null },
  ],
  ...overrides,
});
