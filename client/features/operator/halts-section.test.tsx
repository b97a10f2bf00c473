// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HaltList } from '@common/schemas/staff';
import { aUser } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { stubApi, type StubRoutes } from '@/test/stub-api';
import { HaltsSection } from './halts-section';

/** The admin's halts section of the operator console with the real API client against a stubbed server. */

const ADMIN = aUser({ id: 2 });
const LIST = 'GET /api/halts';
const HALT = 'POST /api/operator/halts';
const LIFT = 'POST /api/operator/halts/lift';

const IN_FORCE: HaltList = {
  halts: [
    { scope: 'trading', projectId: null, reason: 'Market maintenance', haltedAt: '2026-03-01T10:00:00.000Z' },
    { scope: 'trading', projectId: 12, reason: 'Creator under review', haltedAt: '2026-03-02T10:00:00.000Z' },
    { scope: 'signups', projectId: null, reason: 'Spam wave', haltedAt: '2026-03-03T10:00:00.000Z' },
    { scope: 'projects', projectId: null, reason: 'Review backlog', haltedAt: '2026-03-04T10:00:00.000Z' },
  ],
};

function renderHalts(routes: StubRoutes = {}) {
  const api = stubApi({
    'GET /api/auth/user': () => ({ body: ADMIN }),
    [LIST]: () => ({ body: IN_FORCE }),
    [HALT]: () => ({ status: 204 }),
    [LIFT]: () => ({ status: 204 }),
    ...routes,
  });
  return { api, ...renderWithApp(<HaltsSection />, { path: '/operator?section=halts' }) };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((node) => node.textContent);

describe('the Halts section', () => {
  it('lists the halts in force in plain words, each with its reason, since when, and its own Lift button', async () => {
    renderHalts();
    const table = await screen.findByRole('table', { name: 'Halts in force' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row).slice(0, 2))).toEqual([
      ['Trading in all projects', 'Market maintenance'],
      ['Trading in project #12', 'Creator under review'],
      ['Sign-ups', 'Spam wave'],
      ['New projects', 'Review backlog'],
    ]);
    expect(cells(rows[0] as HTMLElement)[2]).toMatch(/Mar 1, 2026/);
    expect(
      within(table)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Lift the halt on trading in all projects',
      'Lift the halt on trading in project #12',
      'Lift the halt on sign-ups',
      'Lift the halt on new projects',
    ]);
  });

  it('says when nothing is halted', async () => {
    renderHalts({ [LIST]: () => ({ body: { halts: [] } satisfies HaltList }) });
    expect(await screen.findByText('Nothing is halted: trading, sign-ups and new projects are all open.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('halts trading in one project by its id, then reads both lists of halts again', async () => {
    const { api, user, queryClient } = renderHalts();
    queryClient.setQueryData(['/api/halts'], IN_FORCE);
    await screen.findByRole('table', { name: 'Halts in force' });
    const form = screen.getByRole('form', { name: 'Halt' });
    expect((within(form).getByRole('combobox', { name: 'What to halt' }) as HTMLSelectElement).value).toBe('trading-one');

    // No project id: the form asks for one and sends nothing.
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Price manipulation suspected');
    await user.click(within(form).getByRole('button', { name: 'Halt' }));
    expect(within(form).getByText('Name the project by its id.')).toBeTruthy();
    expect(api.to(HALT)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Project id' }), '12');
    await user.click(within(form).getByRole('button', { name: 'Halt' }));
    await waitFor(() => expect(api.to(HALT)).toHaveLength(1));
    expect(api.to(HALT)[0]?.body).toEqual({ scope: 'trading', projectId: 12, reason: 'Price manipulation suspected' });
    await findToast('Halted: Trading in project #12');
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
    expect(queryClient.getQueryState(['/api/halts'])?.isInvalidated).toBe(true);
    expect((within(form).getByRole('textbox', { name: /^Reason/ }) as HTMLInputElement).value).toBe('');
  });

  it('halts trading in all projects without a project id, and sign-ups or new projects by their scope', async () => {
    const { api, user } = renderHalts();
    const form = screen.getByRole('form', { name: 'Halt' });
    const what = within(form).getByRole('combobox', { name: 'What to halt' });

    await user.selectOptions(what, 'Trading in all projects');
    expect(within(form).queryByRole('textbox', { name: 'Project id' })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Matching engine upgrade');
    await user.click(within(form).getByRole('button', { name: 'Halt' }));
    await waitFor(() => expect(api.to(HALT)).toHaveLength(1));
    expect(api.to(HALT)[0]?.body).toEqual({ scope: 'trading', reason: 'Matching engine upgrade' });

    await user.selectOptions(what, 'Sign-ups');
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Spam wave');
    await user.click(within(form).getByRole('button', { name: 'Halt' }));
    await waitFor(() => expect(api.to(HALT)).toHaveLength(2));
    expect(api.to(HALT)[1]?.body).toEqual({ scope: 'signups', reason: 'Spam wave' });

    await user.selectOptions(what, 'New projects');
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Review backlog');
    await user.click(within(form).getByRole('button', { name: 'Halt' }));
    await waitFor(() => expect(api.to(HALT)).toHaveLength(3));
    expect(api.to(HALT)[2]?.body).toEqual({ scope: 'projects', reason: 'Review backlog' });
  });

  it('asks for a reason before halting', async () => {
    const { api, user } = renderHalts();
    const form = screen.getByRole('form', { name: 'Halt' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'What to halt' }), 'Sign-ups');
    await user.click(within(form).getByRole('button', { name: 'Halt' }));
    expect(within(form).getByText('Give a reason of 3 to 500 characters.')).toBeTruthy();
    expect(api.to(HALT)).toHaveLength(0);
  });

  it("shows the server's message when it refuses a halt", async () => {
    const { api, user } = renderHalts({ [HALT]: () => ({ status: 404, body: { message: 'No project has this id.' } }) });
    const form = screen.getByRole('form', { name: 'Halt' });
    await user.type(within(form).getByRole('textbox', { name: 'Project id' }), '999');
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Price manipulation suspected');
    await user.click(within(form).getByRole('button', { name: 'Halt' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('No project has this id.');
    expect(api.to(HALT)).toHaveLength(1);
  });

  it('lifts a halt with its scope and project, or its scope alone, then reads the list again', async () => {
    const { api, user } = renderHalts();
    await user.click(await screen.findByRole('button', { name: 'Lift the halt on trading in project #12' }));
    await waitFor(() => expect(api.to(LIFT)).toHaveLength(1));
    expect(api.to(LIFT)[0]?.body).toEqual({ scope: 'trading', projectId: 12 });
    await findToast('Lifted: Trading in project #12');
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Lift the halt on trading in all projects' }));
    await waitFor(() => expect(api.to(LIFT)).toHaveLength(2));
    expect(api.to(LIFT)[1]?.body).toEqual({ scope: 'trading' });

    await user.click(screen.getByRole('button', { name: 'Lift the halt on sign-ups' }));
    await waitFor(() => expect(api.to(LIFT)).toHaveLength(3));
    expect(api.to(LIFT)[2]?.body).toEqual({ scope: 'signups' });
  });

  it("shows the server's message when there was nothing to lift, and reads the list again", async () => {
    const { api, user } = renderHalts({ [LIFT]: () => ({ status: 409, body: { message: 'Nothing of this kind is halted.' } }) });
    await user.click(await screen.findByRole('button', { name: 'Lift the halt on new projects' }));
    expect(within(await findToast('The halt was not lifted')).getByText('Nothing of this kind is halted.')).toBeTruthy();
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
  });
});
