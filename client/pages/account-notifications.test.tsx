// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, someNotificationChoices } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import AccountNotificationsPage from './account-notifications';

/** /account/notifications: the choices for a signed-in user, Sign In Required (as on /account) for a visitor. */
describe('the notification choices page', () => {
  it('shows a signed-in user the heading, what the choices mean, and the form', async () => {
    stubApi({
      'GET /api/auth/user': () => ({ body: aUser() }),
      'GET /api/account/notifications': () => ({ body: someNotificationChoices() }),
    });
    renderWithApp(<AccountNotificationsPage />, { path: '/account/notifications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Notification choices' })).toBeTruthy();
    expect(screen.getByText(/always appears in the site's notification menu/).textContent).toContain('daily digest');
    expect(await screen.findByRole('button', { name: 'Save choices' })).toBeTruthy();
  });

  it('asks a visitor to sign in, as the account page does, without reading any choices', async () => {
    const api = stubApi({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'Not signed in.' } }) });
    renderWithApp(<AccountNotificationsPage />, { path: '/account/notifications' });
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(api.to('GET /api/account/notifications')).toHaveLength(0);
  });
});
