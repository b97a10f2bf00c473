// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAFF_FORBIDDEN, STAFF_NEEDS_TWO_FACTOR } from '@common/rules/staff';
import type { StaffMe } from '@common/schemas/staff';
import { aUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi, type StubRoutes } from '@/test/stub-api';
import { OperatorConsole } from './operator-console';
import { TwoFactorSetupPanel } from './two-factor-setup';

/** The console's shell and its two-factor set-up, with the real API client against a stubbed server. */

const STAFF = aUser({ id: 40 });
const me = (overrides: Partial<StaffMe>): StaffMe => ({ roles: [], permissions: [], enrolled: true, ...overrides });

function renderConsole(meAnswer: StubRoutes[string], path = '/operator') {
  stubApi({
    'GET /api/auth/user': () => ({ body: STAFF }),
    'GET /api/operator/me': meAnswer,
    'GET /api/operator/moderation': () => ({ body: { items: [] } }),
    'GET /api/halts': () => ({ body: { halts: [] } }),
  });
  return renderWithApp(<OperatorConsole />, { path });
}

const sectionLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Console sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the operator console', () => {
  it('shows a moderator the Moderation section only', async () => {
    renderConsole(() => ({ body: me({ roles: ['moderator'], permissions: ['moderate_posts', 'ban_posters', 'review_campaigns'] }) }));
    expect(await sectionLinks()).toEqual(['Moderation']);
    expect(screen.getByRole('heading', { name: 'Moderation', level: 2 })).toBeTruthy();
  });

  it('shows an admin the sections of their permissions, and opens the one the address names', async () => {
    renderConsole(
      () => ({
        body: me({
          roles: ['admin'],
          permissions: ['halt', 'suspend_campaigns', 'review_campaigns', 'grant_roles', 'read_audit_log'],
        }),
      }),
      '/operator?section=halts',
    );
    expect(await sectionLinks()).toEqual(['Halts', 'Suspensions', 'Staff', 'Audit']);
    expect(screen.getByRole('heading', { name: 'Halts', level: 2 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Halts' }).getAttribute('aria-current')).toBe('page');
  });

  it('tells a staff account without a second factor to set it up, and anyone else that they cannot', async () => {
    const { unmount } = renderConsole(() => ({ body: me({ roles: ['support'], permissions: ['view_accounts'], enrolled: false }) }));
    expect(await screen.findByText(STAFF_NEEDS_TWO_FACTOR)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' }).getAttribute('href')).toBe('/operator/2fa');
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
    unmount();
    renderConsole(() => ({ status: 403, body: { message: STAFF_FORBIDDEN } }));
    expect(await screen.findByText(STAFF_FORBIDDEN)).toBeTruthy();
  });
});

describe('two-factor set-up', () => {
  it('shows the QR code and the secret, sends the code, then the recovery codes once', async () => {
    const api = stubApi({
      'GET /api/auth/user': () => ({ body: STAFF }),
      'POST /api/operator/2fa/setup': () => ({
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
      }),
      'POST /api/operator/2fa/confirm': () => ({ body: { recoveryCodes: Array.from({ length: 10 }, (_, index) => `code${index}-abcde`) } }),
    });
    const { user } = renderWithApp(<TwoFactorSetupPanel />, { path: '/operator/2fa' });
    await user.click(await screen.findByRole('button', { name: 'Start set-up' }));
    expect(await screen.findByRole('img', { name: 'QR code of the authenticator secret' })).toBeTruthy();
    expect(screen.getByLabelText('Authenticator secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    await user.type(screen.getByRole('textbox', { name: 'Code from your app' }), '12a');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(api.to('POST /api/operator/2fa/confirm')).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: 'Code from your app' }));
    await user.type(screen.getByRole('textbox', { name: 'Code from your app' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await waitFor(() => expect(api.to('POST /api/operator/2fa/confirm')[0]?.body).toEqual({ code: '123456' }));
    expect(within(await screen.findByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
  });
});
