// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, anInvestment } from '@/test/fixtures';
import { findToast } from '@/test/render';
import { deferred, type StubbedResponse } from '@/test/stub-api';
import { acceptTerms, amountInput, emailInput, enterAmount, investButton, nameInput, renderForm, stubServer } from './invest-form-harness';

/** Sending an investment: the agreement, the request, its answer, and a visitor sent to sign up. */
describe('the invest flow sends an investment (InvestForm with useInvestFlow)', () => {
  it('asks for the agreement first: no request until it is accepted, Decline & Exit leaves it unaccepted, then the button reads Invest Now', async () => {
    const api = stubServer();
    const { user } = renderForm();
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    await user.type(amountInput(), '250');

    await user.click(screen.getByRole('button', { name: 'Review Terms & Invest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Investment Agreement & Risk Disclosure' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline & Exit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(investButton().textContent).toBe('Review Terms & Invest');
    expect(api.to('POST /api/investments')).toHaveLength(0);

    await acceptTerms(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST /api/investments')).toHaveLength(0);
  });

  it('invests: Processing... while pending, the payload the API takes, the success toast, a cleared form and a fresh balance', async () => {
    const api = stubServer();
    const answer = deferred<StubbedResponse>();
    api.on('POST /api/investments', () => answer.promise);
    const { user } = renderForm();
    await screen.findByText('$1,000.00');
    await user.type(amountInput(), '250');
    await acceptTerms(user);

    await user.click(investButton());
    await waitFor(() => expect(investButton().textContent).toBe('Processing...'));
    expect(investButton().disabled).toBe(true);
    const [request] = api.to('POST /api/investments');
    expect(request?.body).toEqual({
      projectId: 3,
      investorName: 'Ada Lovelace',
      investorEmail: 'ada@example.com',
      amount: '250.00',
      shares: 47,
    });
    expect(request?.headers.get('content-type')).toBe('application/json');

    const refetch = deferred<StubbedResponse>();
    api.on('GET /api/auth/user', () => refetch.promise);
    answer.resolve({ status: 201, body: anInvestment() });
    // Still 'Processing...', with no toast, until the balance is fresh again.
    await waitFor(() => expect(api.to('GET /api/auth/user')).toHaveLength(2));
    expect(investButton().textContent).toBe('Processing...');
    expect(screen.queryByText('Investment Successful!')).toBeNull();

    refetch.resolve({ body: aUser({ accountBalance: '750.00' }) });
    const success = await findToast('Investment Successful!');
    expect(within(success).getByText("Your investment has been processed. You'll receive updates on the project progress.")).toBeTruthy();
    expect(screen.getByText('$750.00')).toBeTruthy();
    expect(nameInput().value).toBe('');
    expect(emailInput().value).toBe('');
    expect(amountInput().value).toBe('');
    expect(investButton().textContent).toBe('Invest Now');
  });

  it("shows the server's message in an 'Investment Failed' toast and keeps the form", async () => {
    const api = stubServer();
    api.on('POST /api/investments', () => ({ status: 400, body: { message: 'Insufficient funds: your balance is $20.00.' } }));
    const { user } = renderForm();
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    await user.type(amountInput(), '250');
    await acceptTerms(user);
    await user.click(investButton());
    const failed = await findToast('Investment Failed');
    expect(within(failed).getByText('Insufficient funds: your balance is $20.00.')).toBeTruthy();
    expect(amountInput().value).toBe('250');
    expect(investButton().textContent).toBe('Invest Now');
  });

  it('sends one Idempotency-Key per reviewed submission: the same on a repeat, a new one when the amount changes or after a success', async () => {
    const api = stubServer();
    api.on('POST /api/investments', () => ({ status: 503, body: { message: 'Try again.' } }));
    const { user } = renderForm();
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    await user.type(amountInput(), '250');
    await acceptTerms(user);
    const keys = () => api.to('POST /api/investments').map((request) => request.headers.get('Idempotency-Key'));

    await user.click(investButton());
    await findToast('Investment Failed');
    await user.click(investButton());
    await waitFor(() => expect(keys()).toHaveLength(2));
    const [first, repeat] = keys();
    expect(first).toMatch(/\S{16,}/);
    expect(repeat).toBe(first);

    await enterAmount(user, '300');
    await waitFor(() => expect(investButton().disabled).toBe(false));
    await user.click(investButton());
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).not.toBe(first);

    api.on('POST /api/investments', () => ({ status: 201, body: anInvestment() }));
    await user.click(investButton());
    await findToast('Investment Successful!');
    expect(keys()[3]).toBe(keys()[2]);
    await user.type(nameInput(), 'Ada Lovelace');
    await user.type(emailInput(), 'ada@example.com');
    await user.type(amountInput(), '300');
    await user.click(investButton());
    await waitFor(() => expect(keys()).toHaveLength(5));
    expect(keys()[4]).not.toBe(keys()[3]);
  });

  it('sends one request for a double click on Invest Now: the button is disabled while the investment is pending', async () => {
    const api = stubServer();
    const answer = deferred<StubbedResponse>();
    api.on('POST /api/investments', () => answer.promise);
    const { user } = renderForm();
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    await user.type(amountInput(), '250');
    await acceptTerms(user);
    await user.dblClick(investButton());
    await user.click(investButton());
    answer.resolve({ status: 201, body: anInvestment() });
    await findToast('Investment Successful!');
    expect(api.to('POST /api/investments')).toHaveLength(1);
  });

  it("sends a visitor to sign up: the 'Account Required' toast, no agreement, and /signup after 1.5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubServer({ signedIn: false });
    const { user, location } = renderForm();
    await waitFor(() => expect(api.to('GET /api/auth/user')).toHaveLength(1));
    await user.type(nameInput(), 'Grace Hopper');
    await user.type(emailInput(), 'grace@example.com');
    await user.type(amountInput(), '100');
    await user.click(investButton());
    const required = await findToast('Account Required');
    expect(within(required).getByText('Please create an account to complete your investment.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.history).toEqual(['/tour/3']);

    // The fake clock also follows real time, so the checks leave room for the test's own pace.
    vi.advanceTimersByTime(1000);
    expect(location.history).toEqual(['/tour/3']);
    vi.advanceTimersByTime(500);
    expect(location.history).toEqual(['/tour/3', '/signup']);
    expect(api.to('POST /api/investments')).toHaveLength(0);
  });
});
