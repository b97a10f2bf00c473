// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountBrief, AccountSearch, SupportView } from '@common/schemas/operator-views';
import { aUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi, type StubRoutes } from '@/test/stub-api';
import { SupportSection } from './support-section';

/** Support's section of the operator console with the real API client against a stubbed server. */

const STAFF = aUser({ id: 2 });
const SEARCH = 'GET /api/operator/support/accounts';
const VIEW = 'POST /api/operator/support/accounts/12/view';

const GRACE: AccountBrief = {
  id: 12,
  email: 'grace@example.com',
  name: 'Grace Hopper',
  accountType: 'investor',
  createdAt: '2026-01-05T10:00:00.000Z',
};

const GRACE_VIEW: SupportView = {
  account: GRACE,
  balances: {
    cash: '1250.00',
    inEscrow: '100.00',
    holdingsValue: '2345.67',
    reservedForOrders: '40.00',
    netWorth: '3735.67',
    payoutsReceived: '12.34',
    realizedReturns: '-5.50',
    feesPaid: '7.25',
  },
  investments: [
    {
      id: 31,
      projectId: 3,
      projectTitle: 'Midnight Radio EP',
      origin: 'campaign',
      status: 'active',
      shares: 25,
      amount: '250.00',
      createdAt: '2026-02-01T12:00:00.000Z',
    },
    {
      id: 30,
      projectId: 4,
      projectTitle: 'Harbor Lights',
      origin: 'market',
      status: 'pending',
      shares: 10,
      amount: '100.00',
      createdAt: '2026-01-20T12:00:00.000Z',
    },
  ],
  openOrders: [
    {
      id: 8,
      projectId: 3,
      projectTitle: 'Midnight Radio EP',
      side: 'buy',
      shares: 4,
      filledShares: 1,
      limitPrice: '13.33',
      reserved: '40.00',
      createdAt: '2026-03-01T09:00:00.000Z',
      expiresAt: '2026-03-31T09:00:00.000Z',
    },
  ],
  limit: {
    declared: true,
    accredited: false,
    limit: '2500.00',
    used12m: '350.00',
    remaining: '2150.00',
    windowStartsAt: '2025-03-05T00:00:00.000Z',
  },
  notices: [
    { kind: 'order_filled', title: 'Your buy order filled 1 share', createdAt: '2026-03-02T09:00:00.000Z', read: false },
    { kind: 'payout_posted', title: 'A payout of $12.34 was posted', createdAt: '2026-02-15T09:00:00.000Z', read: true },
  ],
  sessions: { count: 2, lastSeenAt: '2026-03-04T18:30:00.000Z' },
};

function renderSupport(routes: StubRoutes = {}) {
  const api = stubApi({
    'GET /api/auth/user': () => ({ body: STAFF }),
    [SEARCH]: () => ({ body: { accounts: [GRACE] } satisfies AccountSearch }),
    [VIEW]: () => ({ body: GRACE_VIEW }),
    ...routes,
  });
  return { api, ...renderWithApp(<SupportSection />, { path: '/operator?section=support' }) };
}

/** Finds Grace by her email and chooses her: the reason form opens. */
async function chooseGrace(user: ReturnType<typeof renderSupport>['user']) {
  const search = screen.getByRole('form', { name: 'Find an account' });
  await user.type(within(search).getByRole('textbox', { name: 'Email or account id' }), 'Grace@Example.com');
  await user.click(within(search).getByRole('button', { name: 'Find account' }));
  const found = await screen.findByRole('list', { name: 'Accounts found' });
  expect(within(found).getByText('Grace Hopper')).toBeTruthy();
  await user.click(within(found).getByRole('button', { name: 'Choose Grace Hopper (#12)' }));
  return screen.findByRole('form', { name: 'Open Grace Hopper’s account view' });
}

const row = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
const cells = (tableRow: HTMLElement) =>
  within(tableRow)
    .getAllByRole('cell')
    .map((node) => node.textContent);

describe('the Support section', () => {
  it('finds an account by its email, then asks for a reason before the view opens', async () => {
    const { api, user } = renderSupport();
    const form = await chooseGrace(user);
    expect(api.to(SEARCH)[0]?.search).toBe('?query=Grace%40Example.com');

    // No reason: the form says so and nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Open account view' }));
    const reason = within(form).getByRole('textbox', { name: 'Reason for viewing' });
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Give a reason of 3 to 500 characters.')).toBeTruthy();
    // Too short is no reason either.
    await user.type(reason, 'hi');
    await user.click(within(form).getByRole('button', { name: 'Open account view' }));
    expect(api.to(VIEW)).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Grace Hopper’s account' })).toBeNull();

    await user.clear(reason);
    await user.type(reason, '  Ticket 4411: asks why her cash is held  ');
    await user.click(within(form).getByRole('button', { name: 'Open account view' }));
    await waitFor(() => expect(api.to(VIEW)).toHaveLength(1));
    expect(api.to(VIEW)[0]?.body).toEqual({ reason: 'Ticket 4411: asks why her cash is held' });
    expect(await screen.findByRole('heading', { name: 'Grace Hopper’s account' })).toBeTruthy();
  });

  it('shows the figures the server answered, and no button that moves money or signs in as the account', async () => {
    const { user } = renderSupport();
    const form = await chooseGrace(user);
    await user.type(within(form).getByRole('textbox', { name: 'Reason for viewing' }), 'Ticket 4411');
    await user.click(within(form).getByRole('button', { name: 'Open account view' }));
    const view = (await screen.findByRole('region', { name: 'Grace Hopper’s account' })) as HTMLElement;
    expect(within(view).getByText(/#12 · grace@example\.com · Investor · joined/)).toBeTruthy();

    const balances = within(view).getByRole('region', { name: 'Balances' });
    const lines = within(balances)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      'Cash: $1,250.00',
      'In escrow: $100.00',
      'Holdings value: $2,345.67',
      'Reserved for orders: $40.00',
      'Net worth: $3,735.67',
      'Payouts received: $12.34',
      'Realized returns: -$5.50',
      'Fees paid: $7.25',
    ]);

    const investments = within(view).getByRole('table', { name: 'Investments, newest first' });
    expect(within(investments).getAllByRole('row')).toHaveLength(3);
    expect(cells(row(investments, 'Harbor Lights')).slice(0, 5)).toEqual(['Harbor Lights', 'Market', 'Pending', '10', '$100.00']);
    expect(cells(row(investments, 'Midnight Radio EP')).slice(0, 5)).toEqual(['Midnight Radio EP', 'Campaign', 'Active', '25', '$250.00']);

    const orders = within(view).getByRole('table', { name: 'Open market orders' });
    expect(cells(row(orders, 'Midnight Radio EP')).slice(0, 5)).toEqual(['Midnight Radio EP', 'Buy', '1 of 4', '$13.33', '$40.00']);

    const limit = within(view).getByRole('region', { name: 'Investment limit' });
    expect(
      within(limit)
        .getAllByRole('definition')
        .map((figure) => figure.textContent),
    ).toEqual(['$350.00', '$2,500.00', '$2,150.00']);

    const notices = within(view).getByRole('list', { name: 'Latest notices, newest first' });
    expect(within(notices).getAllByRole('listitem')).toHaveLength(2);
    expect(within(notices).getByText('Your buy order filled 1 share').closest('li')?.textContent).toContain('Unread');
    expect(within(notices).getByText('A payout of $12.34 was posted').closest('li')?.textContent).not.toContain('Unread');

    expect(within(view).getByRole('region', { name: 'Sign-in sessions' }).textContent).toMatch(/2 open sessions, last seen /);

    // Read only: the view offers no action, and nothing on the page moves money or signs in as Grace.
    expect(within(view).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Find account', 'Choose', 'Close account view']);
    expect(
      screen.queryByRole('button', { name: /fund|withdraw|refund|deposit|cancel|sell|buy|pay|sign in|log in|impersonate/i }),
    ).toBeNull();
  });

  it("shows the server's message when it refuses to open the view", async () => {
    const { api, user } = renderSupport({ [VIEW]: () => ({ status: 404, body: { message: 'No account has this id.' } }) });
    const form = await chooseGrace(user);
    await user.type(within(form).getByRole('textbox', { name: 'Reason for viewing' }), 'Ticket 4411');
    await user.click(within(form).getByRole('button', { name: 'Open account view' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('No account has this id.');
    expect(api.to(VIEW)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Grace Hopper’s account' })).toBeNull();
  });

  it('asks for an email or id before searching, and says when none matches', async () => {
    const { api, user } = renderSupport({ [SEARCH]: () => ({ body: { accounts: [] } satisfies AccountSearch }) });
    const search = screen.getByRole('form', { name: 'Find an account' });
    await user.click(within(search).getByRole('button', { name: 'Find account' }));
    expect(within(search).getByText('Enter an email or an account id.')).toBeTruthy();
    expect(api.to(SEARCH)).toHaveLength(0);

    await user.type(within(search).getByRole('textbox', { name: 'Email or account id' }), '999');
    await user.click(within(search).getByRole('button', { name: 'Find account' }));
    expect(await screen.findByText('No account has this email or id.')).toBeTruthy();
    expect(api.to(SEARCH)[0]?.search).toBe('?query=999');
  });
});
