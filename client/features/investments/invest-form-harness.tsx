import { screen, within } from '@testing-library/react';
import type { InvestmentPayload } from '@common/schemas/investments';
import { aProject, aSandboxStatus, aUser, anInvestment } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { InvestForm } from './invest-form';

/**
 * The invest form's tests' stage (spec section 4): the form with useInvestFlow and the real API
 * client against a stubbed server, and the controls as a person finds them.
 */

export const project = aProject({ minInvestment: '50.00', sharePrice: '5.00', availableShares: 1000 });

export function stubServer({ signedIn = true }: { signedIn?: boolean } = {}) {
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

export function renderForm() {
  return renderWithApp(<InvestForm project={project} id="make-investment" />, { path: '/tour/3' });
}

export const nameInput = () => screen.getByLabelText<HTMLInputElement>('Investor name');
export const emailInput = () => screen.getByLabelText<HTMLInputElement>('Investor email');
export const amountInput = () => screen.getByLabelText<HTMLInputElement>('Investment amount (USD)');
/** The figure shown beside a label of the computed display. */
export const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
export const investButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /^(Review Terms & Invest|Invest Now|Processing\.\.\.)$/ });

export async function acceptTerms(user: ReturnType<typeof renderForm>['user']) {
  await user.click(screen.getByRole('button', { name: 'Review Terms & Invest' }));
  const dialog = await screen.findByRole('dialog', { name: 'Investment Agreement & Risk Disclosure' });
  for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
  await screen.findByRole('button', { name: 'Invest Now' });
}

export async function enterAmount(user: ReturnType<typeof renderForm>['user'], amount: string) {
  await user.clear(amountInput());
  await user.type(amountInput(), amount);
}
