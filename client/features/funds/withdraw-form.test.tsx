// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WithdrawPayload } from '@common/schemas/withdraw';
import { useCurrentUser } from '@/features/auth';
import { aUser } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { deferred, stubApi, type StubbedResponse } from '@/test/stub-api';
import { WithdrawForm } from './withdraw-form';

/** The withdraw page's form with the real API client against a stubbed server. */

function stubServer() {
  let balance = '500.00';
  return stubApi({
    'GET /api/auth/user': () => ({ body: aUser({ accountBalance: balance }) }),
    'POST /api/funds/withdraw': ({ body }) => {
      const { amount } = body as WithdrawPayload;
      balance = (Number(balance) - Number(amount)).toFixed(2);
      return { body: { accountBalance: balance, withdrawal: { id: 9, amount: String(amount), at: '2026-11-26T12:00:00.000Z' } } };
    },
  });
}

function SignedInForm() {
  const { user } = useCurrentUser();
  return user ? <WithdrawForm user={user} /> : null;
}

async function renderForm() {
  const view = renderWithApp(<SignedInForm />, { path: '/withdraw' });
  await screen.findByRole('heading', { name: 'Current Balance' });
  return view;
}

const amountInput = () => screen.getByLabelText<HTMLInputElement>('Amount to withdraw (USD)');
const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('withdrawing (WithdrawForm)', () => {
  it('sends one request with one Idempotency-Key for a double click, then the toast, the result and the new balance', async () => {
    const server = stubServer();
    const answer = deferred<StubbedResponse>();
    const { user, location } = await renderForm();
    server.on('POST /api/funds/withdraw', () => answer.promise);
    await user.type(amountInput(), '120.5');
    expect(summary('New balance')).toBe('$379.50');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Withdraw $120.50 (Demo)' });
    await user.dblClick(button);
    await screen.findByRole('button', { name: 'Processing...' });
    answer.resolve({ body: { accountBalance: '379.50', withdrawal: { id: 9, amount: '120.50', at: '2026-11-26T12:00:00.000Z' } } });

    const toast = await findToast('Funds Withdrawn Successfully!');
    expect(toast.textContent).toContain('Withdrew $120.50 from your account balance.');
    const sent = server.to('POST /api/funds/withdraw');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ amount: '120.50', method: 'bank_transfer' });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByTestId('withdraw-result')).toBe(document.activeElement);
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'), { timeout: 3000 });
  });

  it("shows the server's message in the failure toast, and the same key on a retry of the same amount", async () => {
    const server = stubServer();
    server.on('POST /api/funds/withdraw', () => ({ status: 400, body: { message: 'Insufficient funds. Your balance is $50.00.' } }));
    const { user } = await renderForm();
    await user.type(amountInput(), '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw $100.00 (Demo)' }));
    expect((await findToast('Failed to Withdraw Funds')).textContent).toContain('Insufficient funds. Your balance is $50.00.');
    await user.click(screen.getByRole('button', { name: 'Withdraw $100.00 (Demo)' }));
    await waitFor(() => expect(server.to('POST /api/funds/withdraw')).toHaveLength(2));
    const [first, retry] = server.to('POST /api/funds/withdraw');
    expect(retry?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('shows the rules under the field and sends nothing for an amount it would not send', async () => {
    const server = stubServer();
    const { user } = await renderForm();
    await user.type(amountInput(), '600');
    await user.click(screen.getByRole('button', { name: 'Withdraw (Demo)' }));
    expect(await screen.findByText('Insufficient funds. Your balance is $500.00.')).toBeTruthy();
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(summary('Amount to withdraw')).toBe('$0.00');
    expect(server.to('POST /api/funds/withdraw')).toHaveLength(0);
  });
});
