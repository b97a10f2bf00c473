import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import {
  indicativePriceCents,
  isFarFromIndicative,
  limitPriceInRange,
  limitPriceRangeMessage,
  orderExpiresAt,
  resaleAllowedFrom,
  sellerFeeCents,
  sellerProceedsCents,
  tooFewSharesMessage,
} from './market';

describe('the market rules the ticket and the server share', () => {
  it('takes a limit from one cent to five times the indicative price, and says so', () => {
    const indicative = cents(10_00);
    expect(limitPriceInRange(cents(0), indicative)).toBe(false);
    expect(limitPriceInRange(cents(1), indicative)).toBe(true);
    expect(limitPriceInRange(cents(50_00), indicative)).toBe(true);
    expect(limitPriceInRange(cents(50_01), indicative)).toBe(false);
    expect(limitPriceRangeMessage(indicative)).toBe('The limit price must be from $0.01 to $50.00 a share.');
  });

  it('warns beyond 30% from the indicative price, either way', () => {
    const indicative = cents(10_00);
    expect(isFarFromIndicative(cents(13_00), indicative)).toBe(false);
    expect(isFarFromIndicative(cents(13_01), indicative)).toBe(true);
    expect(isFarFromIndicative(cents(7_00), indicative)).toBe(false);
    expect(isFarFromIndicative(cents(6_99), indicative)).toBe(true);
  });

  it('unlocks shares 12 calendar months after their issue, the last day of a shorter month', () => {
    expect(resaleAllowedFrom(new Date('2027-01-31T15:30:00Z')).toISOString()).toBe('2028-01-31T15:30:00.000Z');
    expect(resaleAllowedFrom(new Date('2028-02-29T09:00:00Z')).toISOString()).toBe('2029-02-28T09:00:00.000Z');
    expect(resaleAllowedFrom(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-12-15T00:00:00.000Z');
  });

  it('expires an order 30 days after it was placed', () => {
    expect(orderExpiresAt(new Date('2027-03-01T12:00:00Z')).toISOString()).toBe('2027-03-31T12:00:00.000Z');
  });

  it("takes the seller's 2% half up to the cent, and values a share at the latest revaluation", () => {
    expect(sellerFeeCents(cents(25))).toBe(1);
    expect(sellerFeeCents(cents(24))).toBe(0);
    expect(sellerProceedsCents(3, cents(12_34))).toEqual({ valueCents: 37_02, feeCents: 74, proceedsCents: 36_28 });
    expect(indicativePriceCents(cents(10_00), 12_345)).toBe(12_35);
  });

  it('says how many shares can be sold, and until when the others are locked, the date as the site writes it', () => {
    const until = new Date('2028-01-31T15:30:00Z');
    expect(tooFewSharesMessage(0, 0, null)).toBe('You have no shares of this project you can sell now.');
    expect(tooFewSharesMessage(1, 0, until)).toBe('You can sell at most 1 share of this project now.');
    expect(tooFewSharesMessage(2, 1, until)).toBe(
      'You can sell at most 2 shares of this project now. 1 more is locked until Jan 31, 2028.',
    );
    expect(tooFewSharesMessage(0, 3, until)).toBe(
      'You have no shares of this project you can sell now. 3 more are locked until Jan 31, 2028.',
    );
    expect(tooFewSharesMessage(0, 3, null)).toBe('You have no shares of this project you can sell now.');
  });
});
