import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { investorPart, poolSharesOf, sharesBought, sharesSharingPool } from './outlook-shares';

const offered = { totalShares: 1_000, fundingGoalCents: cents(5_000_00), sharePriceCents: cents(10_00) };

describe('the shares splitting the investors’ pool', () => {
  it('are those issued once funded, not those offered and never sold, whatever the purchase', () => {
    const funded = poolSharesOf({ ...offered, availableShares: 896, funded: true });
    expect(funded).toEqual({ sharesIssued: 104, sharesToReachGoal: null });
    // A market purchase (or a campaign holding) is among the shares issued.
    expect(sharesSharingPool(funded, 30)).toBe(104);
    expect(sharesSharingPool(poolSharesOf({ ...offered, availableShares: 0, funded: true }), 30)).toBe(1_000);
  });

  it('while the campaign raises money, are those sold so far and the purchase, and at least enough to reach its goal', () => {
    const unsold = poolSharesOf({ ...offered, availableShares: 1_000, funded: false });
    expect(unsold).toEqual({ sharesIssued: 0, sharesToReachGoal: 500 });
    expect(sharesSharingPool(unsold, 47)).toBe(500);
    expect(sharesSharingPool(unsold, 600)).toBe(600);
    // 450 sold: a purchase of 200 takes them past the goal, and issues its own.
    const nearGoal = poolSharesOf({ ...offered, availableShares: 550, funded: false });
    expect(sharesSharingPool(nearGoal, 20)).toBe(500);
    expect(sharesSharingPool(nearGoal, 200)).toBe(650);
    expect(sharesSharingPool(poolSharesOf({ ...offered, availableShares: 300, funded: false }), 10)).toBe(710);
    // A goal above what the campaign offers: all of the offered shares at most.
    const unreachable = poolSharesOf({ ...offered, fundingGoalCents: cents(50_000_00), availableShares: 1_000, funded: false });
    expect(sharesSharingPool(unreachable, 10)).toBe(1_000);
  });

  it("counts a holding's own campaign shares once: as the purchase's, not also among those sold", () => {
    const sold = { ...offered, availableShares: 400, funded: false };
    expect(poolSharesOf(sold, 100)).toEqual({ sharesIssued: 500, sharesToReachGoal: 500 });
    expect(sharesSharingPool(poolSharesOf(sold, 100), 100)).toBe(600);
    expect(sharesSharingPool(poolSharesOf({ ...sold, funded: true }, 100), 100)).toBe(600);
  });
});

describe('a holding’s shares and its part of a pool', () => {
  it('buys whole shares: on the market at the price, in the campaign with the 95% left after the platform fee', () => {
    expect(sharesBought({ amountCents: cents(120_00), priceCents: cents(12_00), onMarket: true })).toBe(10);
    expect(sharesBought({ amountCents: cents(125_99), priceCents: cents(12_00), onMarket: true })).toBe(10);
    expect(sharesBought({ amountCents: cents(105_27), priceCents: cents(10_00), onMarket: false })).toBe(10);
    expect(sharesBought({ amountCents: cents(105_26), priceCents: cents(10_00), onMarket: false })).toBe(9);
    expect(sharesBought({ amountCents: cents(105_27), priceCents: cents(0), onMarket: false })).toBe(0);
  });

  it('splits a pool between two holders to the cent, the remainder to the larger fraction, ties to the investor', () => {
    expect(investorPart(101, 1, 2)).toBe(51);
    expect(investorPart(100, 1, 3)).toBe(33);
    expect(investorPart(101, 2, 3)).toBe(67);
    expect(investorPart(0, 5, 10)).toBe(0);
    expect(investorPart(101, 0, 10)).toBe(0);
    // A market purchase of more shares than were issued would hold them all.
    expect(investorPart(101, 12, 10)).toBe(101);
  });
});
