// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AddFundsPayload } from '@common/schemas/funds';
import { currentUserQuery, useCurrentUser } from '@/features/auth';
import { aUser } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { deferred, stubApi, type StubbedResponse } from '@/test/stub-api';
import { AddFundsFlow } from './add-funds-flow';

/** The add funds page's two steps (spec sections 4, 5 and 8) with the real API client against a stubbed server. */

function stubServer() {
  let balance = '1000.00';
  return stubApi({
    'GET /api/auth/user': () => ({ body: aUser({ accountBalance: balance }) }),
    'POST /api/funds/add': ({ body }) => {
      const { amount } = body as AddFundsPayload;
      balance = (Number(balance) + Number(amount)).toFixed(2);
      return { body: { amount: String(amount), accountBalance: balance } };
    },
  });
}

/** As the page does: the flow for the signed-in user. */
function SignedInFlow() {
  const { user } = useCurrentUser();
  return user ? <AddFundsFlow user={user} /> : null;
}

async function renderFlow() {
  const view = renderWithApp(<SignedInFlow />, { path: '/add-funds' });
  await screen.findByRole('heading', { name: 'Current Balance' });
  return view;
}

const FORMAT_MESSAGE = 'Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.';
const customInput = () => screen.getByLabelText<HTMLInputElement>('Custom amount (USD)');
const proceedButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Proceed to Payment' });
/** The figure beside a label of the summary. */
const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('adding funds (AddFundsFlow with useAddFundsFlow)', () => {
  it('shows the balance, and the amount to add and the new balance as a quick amount is chosen', async () => {
    stubServer();
    const { user } = await renderFlow();
    expect(summary('Current balance')).toBe('$1,000.00');
    expect(summary('Amount to add')).toBe('$0.00');
    const quick = screen.getByRole('button', { name: '$250.00' });
    expect(quick.getAttribute('aria-pressed')).toBe('false');
    await user.click(quick);
    expect(quick.getAttribute('aria-pressed')).toBe('true');
    expect(summary('Amount to add')).toBe('$250.00');
    expect(summary('New balance')).toBe('$1,250.00');
  });

  it('offers the quick amounts 50, 100, 250, 500, 1000 and 2500, and a custom input from 10 to 10,000 in cents', async () => {
    stubServer();
    await renderFlow();
    const quickAmounts = within(screen.getByRole('group', { name: 'Choose an amount' })).getAllByRole('button');
    expect(quickAmounts.map((button) => button.textContent)).toEqual(['$50.00', '$100.00', '$250.00', '$500.00', '$1,000.00', '$2,500.00']);
    expect(customInput().type).toBe('number');
    expect([customInput().min, customInput().max, customInput().step]).toEqual(['10', '10000', '0.01']);
  });

  it('typing a custom amount sets it and unselects the quick amount; choosing a quick amount clears the custom input', async () => {
    stubServer();
    const { user } = await renderFlow();
    await user.click(screen.getByRole('button', { name: '$500.00' }));
    await user.type(customInput(), '75.5');
    expect(summary('Amount to add')).toBe('$75.50');
    expect(screen.getByRole('button', { name: '$500.00' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: '$100.00' }));
    expect(customInput().value).toBe('');
    expect(summary('Amount to add')).toBe('$100.00');
  });

  it("says how to write an amount when the custom one has more than 2 decimals, and doesn't take it", async () => {
    stubServer();
    const { user } = await renderFlow();
    await user.type(customInput(), '12.345');
    const messages = await screen.findAllByText(FORMAT_MESSAGE);
    expect(messages).toHaveLength(2);
    expect(customInput().getAttribute('aria-describedby')).toContain(messages[0]?.id);
    // The summary says so too, instead of an amount of $0.00 and a new balance.
    expect(messages[1]?.parentElement?.textContent).toContain('Summary');
    expect(summary('Amount to add')).toBe('—');
    expect(screen.queryByText('New balance')).toBeNull();
    expect(proceedButton().disabled).toBe(true);
    // No amount is below the minimum: Enter says so.
    await user.type(customInput(), '{Enter}');
    expect(within(await findToast('Minimum Amount Required')).getByText('Please add at least $10 to your account.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Complete Your Payment' })).toBeNull();
    await user.clear(customInput());
    await user.type(customInput(), '12.34');
    await waitFor(() => expect(screen.queryAllByText(FORMAT_MESSAGE)).toHaveLength(0));
    expect(summary('Amount to add')).toBe('$12.34');
    expect(summary('New balance')).toBe('$1,012.34');
  });

  it('previews a new balance only for an amount it accepts, and otherwise the rule the amount misses', async () => {
    stubServer();
    const { user } = await renderFlow();
    expect(screen.queryByText('New balance')).toBeNull();
    await user.type(customInput(), '9.99');
    expect(screen.queryByText('New balance')).toBeNull();
    expect(screen.getByText('Please add at least $10 to your account.')).toBeTruthy();
    await user.clear(customInput());
    await user.type(customInput(), '19000');
    expect(screen.queryByText('New balance')).toBeNull();
    expect(screen.getByText('Please add no more than $10,000 at a time.')).toBeTruthy();
    await user.clear(customInput());
    await user.type(customInput(), '10000');
    expect(summary('New balance')).toBe('$11,000.00');
    expect(screen.queryByText('Please add no more than $10,000 at a time.')).toBeNull();
  });

  it("keeps Proceed to Payment disabled under $10, and Enter says 'Minimum Amount Required'", async () => {
    const api = stubServer();
    const { user } = await renderFlow();
    await user.type(customInput(), '9.99');
    expect(proceedButton().disabled).toBe(true);
    await user.type(customInput(), '{Enter}');
    const minimum = await findToast('Minimum Amount Required');
    expect(within(minimum).getByText('Please add at least $10 to your account.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Complete Your Payment' })).toBeNull();
    await user.clear(customInput());
    await user.type(customInput(), '10');
    expect(proceedButton().disabled).toBe(false);
    expect(api.to('POST /api/funds/add')).toHaveLength(0);
  });

  it("refuses more than $10,000 with 'Maximum Amount Exceeded', and takes $10,000 itself", async () => {
    stubServer();
    const { user } = await renderFlow();
    await user.type(customInput(), '10000.01');
    await user.click(proceedButton());
    const maximum = await findToast('Maximum Amount Exceeded');
    expect(within(maximum).getByText('Please add no more than $10,000 at a time.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Complete Your Payment' })).toBeNull();
    await user.clear(customInput());
    await user.type(customInput(), '10000');
    await user.click(proceedButton());
    expect(await screen.findByRole('button', { name: 'Add $10,000.00 (Demo)' })).toBeTruthy();
  });

  it('goes to the payment step and back with Change Amount, keeping the amount', async () => {
    stubServer();
    const { user } = await renderFlow();
    await user.click(screen.getByRole('button', { name: '$250.00' }));
    await user.click(proceedButton());
    expect(await screen.findByRole('heading', { name: 'Complete Your Payment' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Change Amount' }));
    expect(summary('Amount to add')).toBe('$250.00');
  });

  it('adds: Processing... while pending, only the amount and method sent, the success toast, a fresh balance, then /dashboard after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubServer();
    const answer = deferred<StubbedResponse>();
    api.on('POST /api/funds/add', () => answer.promise);
    const { user, location, queryClient } = await renderFlow();
    await user.click(screen.getByRole('button', { name: '$250.00' }));
    await user.click(proceedButton());
    await user.click(await screen.findByRole('button', { name: 'Add $250.00 (Demo)' }));

    const pending = await screen.findByRole<HTMLButtonElement>('button', { name: 'Processing...' });
    expect(pending.disabled).toBe(true);
    const [request] = api.to('POST /api/funds/add');
    expect(request?.body).toEqual({ amount: '250.00', paymentMethod: 'credit_card' });
    expect(request?.headers.get('Idempotency-Key')).toBeTruthy();

    api.on('GET /api/auth/user', () => ({ body: aUser({ accountBalance: '1250.00' }) }));
    answer.resolve({ body: { amount: '250.00', accountBalance: '1250.00' } });
    const done = await screen.findByRole<HTMLButtonElement>('button', { name: 'Funds Added. Redirecting...' });
    expect(done.disabled).toBe(true);
    // The fake clock also follows real time, so the checks leave room for the test's own pace.
    expect(location.history).toEqual(['/add-funds']);
    vi.advanceTimersByTime(1000);
    expect(location.history).toEqual(['/add-funds']);

    const added = await findToast('Funds Added Successfully!');
    expect(within(added).getByText('Added $250.00 to your account balance.')).toBeTruthy();
    expect(api.to('GET /api/auth/user')).toHaveLength(2);
    expect(queryClient.getQueryData(currentUserQuery.queryKey)?.accountBalance).toBe('1250.00');

    vi.advanceTimersByTime(1000);
    expect(location.history).toEqual(['/add-funds', '/dashboard']);
  });

  it("shows the server's message in a 'Failed to Add Funds' toast, else 'Please try again.', and sends the same key again", async () => {
    const api = stubServer();
    api.on('POST /api/funds/add', () => ({ status: 400, body: { message: 'Please add no more than $10,000 at a time.' } }));
    const { user } = await renderFlow();
    await user.click(screen.getByRole('button', { name: '$500.00' }));
    await user.click(proceedButton());
    const pay = await screen.findByRole('button', { name: 'Add $500.00 (Demo)' });
    await user.click(pay);
    const failed = await findToast('Failed to Add Funds');
    expect(within(failed).getByText('Please add no more than $10,000 at a time.')).toBeTruthy();

    api.on('POST /api/funds/add', () => ({ status: 502, body: {} }));
    await user.click(pay);
    await waitFor(() => expect(api.to('POST /api/funds/add')).toHaveLength(2));
    const retried = await findToast('Failed to Add Funds');
    await waitFor(() => expect(within(retried).getByText('Please try again.')).toBeTruthy());
    const [first, second] = api.to('POST /api/funds/add').map((request) => request.headers.get('Idempotency-Key'));
    expect(second).toBe(first);
  });
});
