import { describe, expect, it } from 'vitest';
import { creatorProceedsTotals } from './creator-proceeds';

describe("a creator's totals over all projects", () => {
  it('sums each figure to the cent, and is zero without projects', () => {
    const projects = [
      { proceeds: { raised: '1250.00', platformFee: '62.50', net: '1187.50', revenuePaid: '0.10' } },
      { proceeds: { raised: '0.00', platformFee: '0.00', net: '0.00', revenuePaid: '0.00' } },
      { proceeds: { raised: '999.99', platformFee: '50.00', net: '949.99', revenuePaid: '0.20' } },
    ];
    expect(creatorProceedsTotals(projects)).toEqual({ raised: 2_249_99, platformFee: 112_50, net: 2_137_49, revenuePaid: 30 });
    expect(creatorProceedsTotals([])).toEqual({ raised: 0, platformFee: 0, net: 0, revenuePaid: 0 });
  });
});
