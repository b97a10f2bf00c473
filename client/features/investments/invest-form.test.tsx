// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { currentUserQuery } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { aUser } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { InvestForm } from './invest-form';
import {
  amountInput,
  emailInput,
  enterAmount,
  figure,
  investButton,
  nameInput,
  project,
  renderForm,
  stubServer,
} from './invest-form-harness';

/** The form's fields, its figures and the spec's client checks, before anything is sent. */
describe('the invest form before anything is sent (InvestForm with useInvestFlow)', () => {
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
});
