// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountPostings, LedgerCheckRun, LedgerTransfer, TrialBalance } from '@common/schemas/operator-views';
import { aUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi, type StubRoutes } from '@/test/stub-api';
import { LedgerSection } from './ledger-section';

/** Finance's ledger section of the operator console with the real API client against a stubbed server. */

const STAFF = aUser({ id: 5 });
const TRIAL_BALANCE = 'GET /api/operator/ledger/trial-balance';
const POSTINGS = 'GET /api/operator/ledger/accounts/user_cash/12/postings';
const TRANSFER = 'GET /api/operator/ledger/transfers/70';
const LATEST_CHECK = 'GET /api/operator/ledger/checks/latest';
const RUN_CHECK = 'POST /api/operator/ledger/checks';

const BALANCED: TrialBalance = {
  kinds: [
    { kind: 'user_cash', accounts: 3, postings: 9, moneyIn: '5000.00', moneyOut: '-1500.00', balance: '3500.00' },
    { kind: 'project_escrow', accounts: 1, postings: 2, moneyIn: '300.00', moneyOut: '0.00', balance: '300.00' },
    { kind: 'sandbox', accounts: 1, postings: 4, moneyIn: '0.00', moneyOut: '-3800.00', balance: '-3800.00' },
  ],
  total: '0.00',
};

const NEWER_PAGE: AccountPostings = {
  kind: 'user_cash',
  accountId: 12,
  balance: '850.00',
  items: [
    {
      id: 103,
      transferId: 70,
      code: 'investment_hold',
      description: 'Investment in Midnight Radio EP',
      amount: '-250.00',
      at: '2026-03-02T10:00:00.000Z',
      balanceAfter: '850.00',
    },
    {
      id: 102,
      transferId: 69,
      code: 'deposit',
      description: 'Added funds',
      amount: '100.00',
      at: '2026-03-01T10:00:00.000Z',
      balanceAfter: '1100.00',
    },
  ],
  nextCursor: '102',
};

const OLDER_PAGE: AccountPostings = {
  ...NEWER_PAGE,
  items: [
    {
      id: 101,
      transferId: 60,
      code: 'opening_balance',
      description: 'Sandbox opening balance',
      amount: '1000.00',
      at: '2026-02-01T10:00:00.000Z',
      balanceAfter: '1000.00',
    },
  ],
  nextCursor: null,
};

const INVESTMENT_TRANSFER: LedgerTransfer = {
  id: 70,
  code: 'investment_hold',
  description: 'Investment in Midnight Radio EP',
  at: '2026-03-02T10:00:00.000Z',
  projectId: 3,
  investmentId: 31,
  legs: [
    { postingId: 103, accountKind: 'user_cash', accountId: 12, amount: '-250.00' },
    { postingId: 104, accountKind: 'project_escrow', accountId: 3, amount: '237.50' },
    { postingId: 105, accountKind: 'platform_fees', accountId: 0, amount: '12.50' },
  ],
};

const DAILY_RUN: LedgerCheckRun = { id: 1, at: '2026-03-04T03:00:00.000Z', trigger: 'daily', clean: true, violations: [] };
const STAFF_RUN: LedgerCheckRun = {
  id: 2,
  at: '2026-03-04T12:00:00.000Z',
  trigger: 'staff:5',
  clean: false,
  violations: ['Transfer 88 does not sum to zero (off by $0.01).'],
};

function renderLedger({ canRunCheck = false, routes = {} }: { canRunCheck?: boolean; routes?: StubRoutes } = {}) {
  const api = stubApi({
    'GET /api/auth/user': () => ({ body: STAFF }),
    [TRIAL_BALANCE]: () => ({ body: BALANCED }),
    [POSTINGS]: ({ search }) => ({ body: search === '?cursor=102' ? OLDER_PAGE : NEWER_PAGE }),
    [TRANSFER]: () => ({ body: INVESTMENT_TRANSFER }),
    [LATEST_CHECK]: () => ({ body: DAILY_RUN }),
    [RUN_CHECK]: () => ({ body: STAFF_RUN }),
    ...routes,
  });
  return { api, ...renderWithApp(<LedgerSection canRunCheck={canRunCheck} />, { path: '/operator?section=ledger' }) };
}

/** Each body row as its header and cells' text. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (node) => node.textContent));

describe('the Ledger section', () => {
  it('shows the trial balance by account kind with its total, and says the books balance', async () => {
    renderLedger();
    const table = await screen.findByRole('table', { name: 'Trial balance by account kind' });
    expect(rows(table)).toEqual([
      ['User cash', '3', '9', '$5,000.00', '-$1,500.00', '$3,500.00'],
      ['Project escrow', '1', '2', '$300.00', '$0.00', '$300.00'],
      ['Sandbox', '1', '4', '$0.00', '-$3,800.00', '-$3,800.00'],
      ['Total', '$0.00'],
    ]);
    expect(screen.getByText('The total is zero: the books balance.')).toBeTruthy();
  });

  it('says plainly when the books do not balance', async () => {
    renderLedger({ routes: { [TRIAL_BALANCE]: () => ({ body: { ...BALANCED, total: '0.01' } }) } });
    expect(await screen.findByText('The total is $0.01, not zero: the books do not balance.')).toBeTruthy();
  });

  it("opens an account's postings with its balance, then the older page by its cursor", async () => {
    const { api, user } = renderLedger();
    const form = screen.getByRole('form', { name: 'Show an account’s postings' });
    expect(within(form).getByRole('combobox', { name: 'Account kind' })).toBeTruthy();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Account kind' }), 'user_cash');
    await user.type(within(form).getByRole('textbox', { name: 'Account id' }), '12');
    await user.click(within(form).getByRole('button', { name: 'Show postings' }));

    const table = await screen.findByRole('table', { name: 'Postings of the user cash account 12, newest first' });
    expect(api.to(POSTINGS).map((request) => request.search)).toEqual(['']);
    expect(screen.getByText('Balance of the user cash account 12:').textContent).toBe('Balance of the user cash account 12: $850.00');
    expect(rows(table).map((cells) => cells.slice(1))).toEqual([
      ['#70', 'Investment hold', 'Investment in Midnight Radio EP', '-$250.00', '$850.00'],
      ['#69', 'Deposit', 'Added funds', '$100.00', '$1,100.00'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Show older postings' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(api.to(POSTINGS).map((request) => request.search)).toEqual(['', '?cursor=102']);
    expect(rows(table)[2]?.slice(1)).toEqual(['#60', 'Opening balance', 'Sandbox opening balance', '$1,000.00', '$1,000.00']);
    // The last page: nothing older.
    expect(screen.queryByRole('button', { name: 'Show older postings' })).toBeNull();
  });

  it("asks for a whole number before reading an account's postings", async () => {
    const { api, user } = renderLedger();
    const form = screen.getByRole('form', { name: 'Show an account’s postings' });
    await user.type(within(form).getByRole('textbox', { name: 'Account id' }), 'twelve');
    await user.click(within(form).getByRole('button', { name: 'Show postings' }));
    expect(within(form).getByText(/^Enter the account’s id: a whole number/)).toBeTruthy();
    expect(api.requests.filter((request) => request.path.includes('/postings'))).toHaveLength(0);
  });

  it('opens a transfer by its id and shows its legs, which sum to zero', async () => {
    const { api, user } = renderLedger();
    const form = screen.getByRole('form', { name: 'Show a transfer' });
    await user.type(within(form).getByRole('textbox', { name: 'Transfer id' }), '70');
    await user.click(within(form).getByRole('button', { name: 'Show transfer' }));

    const legs = await screen.findByRole('table', { name: 'Legs of transfer 70' });
    expect(api.to(TRANSFER)).toHaveLength(1);
    expect(rows(legs)).toEqual([
      ['#103', 'User cash', '12', '-$250.00'],
      ['#104', 'Project escrow', '3', '$237.50'],
      ['#105', 'Platform fees', '0', '$12.50'],
    ]);
    expect(screen.getByText('The legs sum to zero.')).toBeTruthy();
  });

  it('opens a transfer from a posting', async () => {
    const { api, user } = renderLedger();
    const form = screen.getByRole('form', { name: 'Show an account’s postings' });
    await user.type(within(form).getByRole('textbox', { name: 'Account id' }), '12');
    await user.click(within(form).getByRole('button', { name: 'Show postings' }));
    await user.click(await screen.findByRole('button', { name: 'Open transfer 70' }));
    expect(await screen.findByRole('table', { name: 'Legs of transfer 70' })).toBeTruthy();
    expect(api.to(TRANSFER)).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: 'Transfer id' }) as HTMLInputElement).value).toBe('70');
  });

  it('shows the last ledger check without the run button to staff who cannot run it', async () => {
    const { api } = renderLedger({ canRunCheck: false });
    expect(await screen.findByText(/^Last run .*, by the daily run\.$/)).toBeTruthy();
    expect(screen.getByText('No violations found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run the ledger check now' })).toBeNull();
    expect(api.to(RUN_CHECK)).toHaveLength(0);
  });

  it('runs the ledger check for staff who may, and shows the new run with its violations', async () => {
    const { api, user } = renderLedger({ canRunCheck: true });
    await screen.findByText('No violations found.');
    await user.click(screen.getByRole('button', { name: 'Run the ledger check now' }));
    await waitFor(() => expect(api.to(RUN_CHECK)).toHaveLength(1));
    const violations = await screen.findByRole('list', { name: 'Violations found' });
    expect(
      within(violations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Transfer 88 does not sum to zero (off by $0.01).']);
    expect(screen.getByText(/^Last run .*, by staff member #5\.$/)).toBeTruthy();
    expect(screen.queryByText('No violations found.')).toBeNull();
  });

  it('says so before the ledger check has ever run', async () => {
    renderLedger({ routes: { [LATEST_CHECK]: () => ({ body: null }) } });
    expect(await screen.findByText('The ledger check has not run yet.')).toBeTruthy();
  });
});
