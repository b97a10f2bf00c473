import { describe, expect, it } from 'vitest';
import { checkInvestmentForm, type InvestmentFormValues } from './check-investment-form';

const project = { minInvestment: '50.00', sharePrice: '20.00', availableShares: 12 };
const valid: InvestmentFormValues = { investorName: 'Ada Lovelace', investorEmail: 'ada@example.com', amount: '100' };

const problemOf = (values: Partial<InvestmentFormValues>, signedIn = true, onProject = project) => {
  const check = checkInvestmentForm({ ...valid, ...values }, onProject, signedIn);
  return check.ok ? null : check.problem;
};

describe('checkInvestmentForm', () => {
  it('asks for a name first', () => {
    expect(problemOf({ investorName: '   ', investorEmail: 'nope', amount: '' })).toEqual({
      title: 'Invalid Input',
      message: 'Please enter your name.',
    });
  });

  it('then for an email with an @', () => {
    expect(problemOf({ investorEmail: 'ada.example.com', amount: '' })).toEqual({
      title: 'Invalid Input',
      message: 'Please enter a valid email address.',
    });
    expect(problemOf({ investorEmail: ' ' })).toEqual({ title: 'Invalid Input', message: 'Please enter a valid email address.' });
  });

  it('then for the minimum, also when the amount is empty', () => {
    expect(problemOf({ amount: '49.99' })).toEqual({ title: 'Invalid Investment', message: 'Minimum investment is $50.' });
    expect(problemOf({ amount: '' })).toEqual({ title: 'Invalid Investment', message: 'Minimum investment is $50.' });
  });

  it('refuses an amount that is not dollars and cents', () => {
    expect(problemOf({ amount: '100.505' })?.title).toBe('Invalid Investment');
    expect(problemOf({ amount: '1e3' })?.message).toMatch(/at most 2 decimals/);
  });

  it('then for the shares available', () => {
    // $1,000 less the 5% fee buys 47 shares at $20; only 12 are left.
    expect(problemOf({ amount: '1000' })).toEqual({ title: 'Insufficient Shares', message: 'Only 12 shares are available.' });
  });

  it('then for at least one share', () => {
    expect(problemOf({ amount: '50' }, true, { ...project, sharePrice: '60.00' })).toEqual({
      title: 'Invalid Investment',
      message: 'Investment amount too small for any shares.',
    });
  });

  it('then for an account, after every other check', () => {
    const check = checkInvestmentForm(valid, project, false);
    expect(check).toEqual({
      ok: false,
      problem: { title: 'Account Required', message: 'Please create an account to complete your investment.' },
      needsAccount: true,
    });
    expect(problemOf({ investorName: '' }, false)?.message).toBe('Please enter your name.');
  });

  it('passes with the quote the server will compute', () => {
    expect(checkInvestmentForm(valid, project, true)).toEqual({
      ok: true,
      quote: { amountCents: 100_00, feeCents: 5_00, costCents: 95_00, shares: 4 },
    });
  });
});
