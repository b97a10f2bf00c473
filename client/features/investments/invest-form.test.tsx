// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import type { InvestmentPayload } from '@common/schemas/investments';
import type { InvestorProfile } from '@common/schemas/investor-profile';
import { currentUserQuery } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { aProject, aSandboxStatus, aUser, anInvestment } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { deferred, stubApi, type StubbedResponse } from '@/test/stub-api';
import { InvestForm } from './invest-form';

/** The flow of spec section 4 through the form that uses it: useInvestFlow, the real API client, a stubbed server. */

const project = aProject({ minInvestment: '50.00', sharePrice: '5.00', availableShares: 1000 });

function stubServer({ signedIn = true }: { signedIn?: boolean } = {}) {
  let balance = '1000.00';
  const stub = stubApi({
    'GET /api/auth/user': () =>
      signedIn ? { body: aUser({ accountBalance: balance }) } : { status: 401, body: { message: 'Not signed in.' } },
    'GET /api/sandbox': () => ({ body: aSandboxStatus() }),
    'POST /api/investments': ({ body }) => {
      const payload = body as InvestmentPayload;
      balance = (1000 - Number(payload.amount)).toFixed(2);
      return { status: 201, body: anInvestment({ amount: String(payload.amount), shares: payload.shares }) };
    },
  });
  return stub;
}

function renderForm() {
  return renderWithApp(<InvestForm project={project} id="make-investment" />, { path: '/tour/3' });
}

const nameInput = () => screen.getByLabelText<HTMLInputElement>('Investor name');
const emailInput = () => screen.getByLabelText<HTMLInputElement>('Investor email');
const amountInput = () => screen.getByLabelText<HTMLInputElement>('Investment amount (USD)');
/** The figure shown beside a label of the computed display. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const investButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Review Terms & Invest|Invest Now|Processing\.\.\.)$/ });

async function acceptTerms(user: ReturnType<typeof renderForm>['user']) {
  await user.click(screen.getByRole('button', { name: 'Review Terms & Invest' }));
  const dialog = await screen.findByRole('dialog', { name: 'Investment Agreement & Risk Disclosure' });
  for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
  await screen.findByRole('button', { name: 'Invest Now' });
}

async function enterAmount(user: ReturnType<typeof renderForm>['user'], amount: string) {
  await user.clear(amountInput());
  await user.type(amountInput(), amount);
}

describe('the invest flow (InvestForm with useInvestFlow)', () => {
  it("prefills a signed-in investor's name and email from the account, and leaves the amount empty", async () => {
    stubServer();
    renderForm();
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    expect(emailInput().value).toBe('ada@example.com');
    expect(amountInput().value).toBe('');
    expect(amountInput().min).toBe('50');
  });

  it("has the account's name and email in the server's HTML when the account is known at the first render", () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQuery.queryKey, aUser());
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <Router ssrPath="/tour/3">
          <InvestForm project={project} id="make-investment" />
        </Router>
      </QueryClientProvider>,
    );
    expect(html).toContain('value="Ada Lovelace"');
    expect(html).toContain('value="ada@example.com"');
  });

  it('leaves a visitor’s fields empty', async () => {
    const api = stubServer({ signedIn: false });
    renderForm();
    await waitFor(() => expect(api.to('GET /api/auth/user')).toHaveLength(1));
    await screen.findByText(/Investing needs a free sandbox account/);
    expect(nameInput().value).toBe('');
    expect(emailInput().value).toBe('');
  });

  it('shows the shares, the 5% fee, what goes into shares and the total as the amount is typed ($52.63 at $5 buys 9 shares)', async () => {
    stubServer();
    const { user } = renderForm();
    expect(figure('Shares')).toBe('0');
    await user.type(amountInput(), '52.63');
    expect(figure('Shares')).toBe('9');
    expect(figure('Platform fee (5%)')).toBe('$2.63');
    expect(figure('Invested in shares')).toBe('$50.00');
    expect(figure('Total cost')).toBe('$52.63');
  });

  it('disables the invest button while the amount is empty or below the minimum and while the name or the email is empty', async () => {
    stubServer();
    const { user } = renderForm();
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    expect(investButton().disabled).toBe(true);
    await user.type(amountInput(), '49.99');
    expect(investButton().disabled).toBe(true);
    await enterAmount(user, '50');
    expect(investButton().disabled).toBe(false);
    await user.clear(nameInput());
    expect(investButton().disabled).toBe(true);
    await user.type(nameInput(), 'Ada');
    await user.clear(emailInput());
    expect(investButton().disabled).toBe(true);
  });

  it("runs the spec's client checks first, with their toasts, before any agreement or request", async () => {
    const api = stubServer();
    const { user } = renderForm();
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    await user.clear(emailInput());
    await user.type(emailInput(), 'ada.example.com');
    await user.type(amountInput(), '100');
    await user.click(investButton());
    const invalid = await findToast('Invalid Input');
    expect(within(invalid).getByText('Please enter a valid email address.')).toBeTruthy();

    await user.type(emailInput(), '@x');
    await enterAmount(user, '6000');
    await user.click(investButton());
    const shares = await findToast('Insufficient Shares');
    expect(within(shares).getByText('Only 1000 shares are available.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST /api/investments')).toHaveLength(0);
  });

  it("checks in the spec's order (name, email, then the amount) and moves focus to the field the toast is about", async () => {
    stubServer();
    const { user } = renderForm();
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    await user.clear(nameInput());
    await user.type(nameInput(), '   ');
    await user.clear(emailInput());
    await user.type(emailInput(), 'nope');
    await user.type(amountInput(), '100.505');
    await user.click(investButton());
    expect(within(await findToast('Invalid Input')).getByText('Please enter your name.')).toBeTruthy();
    expect(document.activeElement).toBe(nameInput());

    await user.type(nameInput(), 'Ada');
    await user.click(investButton());
    expect(within(await findToast('Invalid Input')).getByText('Please enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(emailInput());

    await user.type(emailInput(), '@example.com');
    await user.click(investButton());
    const format = await screen.findByText('Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.');
    expect(format.closest('li')?.textContent).toContain('Invalid Investment');
    expect(document.activeElement).toBe(amountInput());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what part of the amount buys no shares and offers the amounts for whole shares around it', async () => {
    stubServer();
    const wholeShares = { ...project, minInvestment: '100.00', sharePrice: '100.00' };
    const { user } = renderWithApp(<InvestForm project={wholeShares} id="make-investment" />, { path: '/tour/3' });
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    await user.type(amountInput(), '199');
    expect(figure('Shares')).toBe('1');
    expect(screen.getByText('$89.05 of this buys no shares.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invest $105.27 for 1 share' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Invest $210.53 for 2 shares' }));
    expect(amountInput().value).toBe('210.53');
    expect(figure('Shares')).toBe('2');
    expect(document.activeElement).toBe(amountInput());
    expect(screen.queryByText(/buys no shares/)).toBeNull();
    // The amount buys 2 shares exactly: nothing down, the third share up.
    expect(screen.queryByRole('button', { name: /for 2 shares$/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Invest $315.79 for 3 shares' })).toBeTruthy();
  });

  it('offers whole-share amounts only at or above the minimum and within the shares available', async () => {
    stubServer();
    const scarce = { ...project, minInvestment: '150.00', sharePrice: '100.00', availableShares: 2 };
    const { user } = renderWithApp(<InvestForm project={scarce} id="make-investment" />, { path: '/tour/3' });
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    await user.type(amountInput(), '199');
    expect(screen.getByText('$89.05 of this buys no shares.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /for 1 share$/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Invest $210.53 for 2 shares' })).toBeTruthy();
    await enterAmount(user, '250');
    expect(screen.getByText('$37.50 of this buys no shares.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invest $210.53 for 2 shares' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /for 3 shares$/ })).toBeNull();
  });

  it("says 'Investment amount too small for any shares.' when the amount buys none", async () => {
    stubServer();
    const { user } = renderWithApp(<InvestForm project={{ ...project, sharePrice: '60.00' }} id="make-investment" />, { path: '/tour/3' });
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    await user.type(amountInput(), '50');
    await user.click(investButton());
    expect(within(await findToast('Invalid Investment')).getByText('Investment amount too small for any shares.')).toBeTruthy();
  });

  it("tells a visitor about the form's problems before asking for an account", async () => {
    const api = stubServer({ signedIn: false });
    const { user, location } = renderForm();
    await waitFor(() => expect(api.to('GET /api/auth/user')).toHaveLength(1));
    await user.type(nameInput(), 'Grace Hopper');
    await user.type(emailInput(), 'grace.example.com');
    await user.type(amountInput(), '100');
    await user.click(investButton());
    expect(within(await findToast('Invalid Input')).getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.queryByText('Account Required')).toBeNull();
    expect(location.history).toEqual(['/tour/3']);
  });

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

describe('an investor under 18 on the sandbox date', () => {
  const DAY_MS = 86_400_000;
  /** The day `years` years before `day` (YYYY-MM-DD), as a date of birth. */
  const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
  const profileBornOn = (dateOfBirth: string): InvestorProfile => ({
    declared: true,
    dateOfBirth,
    annualIncome: null,
    netWorth: null,
    accredited: false,
    externalInvestments12m: '0.00',
    limit: '2500.00',
    used12m: '0.00',
    remaining: '2500.00',
    windowStartsAt: '2026-01-01T00:00:00.000Z',
  });
  /** The server with the sandbox clock at `now` and the signed-in investor born on `dateOfBirth`. */
  function stubServerAt(now: Date, dateOfBirth: string) {
    const api = stubServer();
    api.on('GET /api/sandbox', () => ({ body: { ...aSandboxStatus(), now: now.toISOString() } }));
    api.on('GET /api/investor-profile', () => ({ body: profileBornOn(dateOfBirth) }));
    return api;
  }

  it('is told before starting, and the invest button stays disabled: no agreement, no request', async () => {
    // 18 tomorrow on the sandbox clock, which is two years ahead.
    const now = new Date(Date.now() + 730 * DAY_MS);
    const tomorrow = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
    const api = stubServerAt(now, yearsBefore(tomorrow, 18));
    const { user } = renderForm();
    expect(await screen.findByText('You must be 18 or older to invest.')).toBeTruthy();
    await waitFor(() => expect(nameInput().value).toBe('Ada Lovelace'));
    await user.type(amountInput(), '100');
    expect(investButton().disabled).toBe(true);
    expect(investButton().getAttribute('aria-describedby')).toBe(screen.getByText('You must be 18 or older to invest.').id);
    await user.click(investButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST /api/investments')).toHaveLength(0);
  });

  it('counts the age on the sandbox date: 18 there (though 17 by the real date) may invest', async () => {
    const now = new Date(Date.now() + 730 * DAY_MS);
    const today = now.toISOString().slice(0, 10);
    stubServerAt(now, yearsBefore(today, 18));
    const { user } = renderForm();
    await screen.findByTestId('investor-limit');
    await user.type(amountInput(), '100');
    expect(investButton().disabled).toBe(false);
    expect(screen.queryByText('You must be 18 or older to invest.')).toBeNull();
  });
});
