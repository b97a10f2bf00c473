// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Suspension, SuspensionList } from '@common/schemas/staff';
import { aUser } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { stubApi, type StubRoutes } from '@/test/stub-api';
import { SuspensionsSection } from './suspensions-section';

/** The admins' suspensions section of the operator console with the real API client against a stubbed server. */

const ME = { id: 2, name: 'Ada Lovelace' };
const OTHER_ADMIN = { id: 3, name: 'Alan Turing' };
const LIST = 'GET /api/operator/suspensions';
const ASK = 'POST /api/operator/suspensions';
const APPROVE_41 = 'POST /api/operator/suspensions/41/approve';

/** Alan asked to suspend Harbor Lights: Ada may approve it. */
const ASKED_BY_OTHER: Suspension = {
  id: 41,
  projectId: 4,
  projectTitle: 'Harbor Lights',
  reason: 'The creator cannot deliver',
  askedBy: OTHER_ADMIN,
  askedAt: '2026-03-05T09:00:00.000Z',
  approvedBy: null,
  approvedAt: null,
  refunded: null,
};

/** Ada asked to suspend Midnight Radio EP: only another admin may approve it. */
const ASKED_BY_ME: Suspension = {
  id: 42,
  projectId: 3,
  projectTitle: 'Midnight Radio EP',
  reason: 'Fraud reports from three investors',
  askedBy: ME,
  askedAt: '2026-03-06T09:00:00.000Z',
  approvedBy: null,
  approvedAt: null,
  refunded: null,
};

const APPROVED_EARLIER: Suspension = {
  id: 30,
  projectId: 9,
  projectTitle: 'Paper Boats',
  reason: 'Copyright claim',
  askedBy: OTHER_ADMIN,
  askedAt: '2026-02-01T09:00:00.000Z',
  approvedBy: ME,
  approvedAt: '2026-02-02T09:00:00.000Z',
  refunded: 1,
};

const HARBOR_APPROVED: Suspension = {
  ...ASKED_BY_OTHER,
  approvedBy: ME,
  approvedAt: '2026-03-07T09:00:00.000Z',
  refunded: 3,
};

function renderSuspensions(routes: StubRoutes = {}) {
  const api = stubApi({
    'GET /api/auth/user': () => ({ body: aUser({ id: ME.id }) }),
    [LIST]: () => ({ body: { suspensions: [ASKED_BY_ME, ASKED_BY_OTHER, APPROVED_EARLIER] } satisfies SuspensionList }),
    [ASK]: () => ({ status: 201, body: { ...ASKED_BY_ME, id: 43, projectId: 7, projectTitle: 'Night Trains' } satisfies Suspension }),
    [APPROVE_41]: () => ({ body: HARBOR_APPROVED }),
    ...routes,
  });
  return { api, ...renderWithApp(<SuspensionsSection userId={ME.id} />, { path: '/operator?section=suspensions' }) };
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((node) => node.textContent);

describe('the Suspensions section', () => {
  it('says that a suspension needs two admins and refunds every pending investment in full', () => {
    renderSuspensions();
    expect(screen.getByText(/needs two admins.*refunds every pending investment in it in full/)).toBeTruthy();
  });

  it('offers Approve on another admin’s request but not on the asker’s own', async () => {
    renderSuspensions();
    const waiting = await screen.findByRole('table', { name: 'Suspensions waiting for approval' });
    expect(within(waiting).getAllByRole('row')).toHaveLength(3);

    const mine = rowOf(waiting, 'Midnight Radio EP');
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText('Waiting for another admin to approve')).toBeTruthy();
    expect(cells(mine).slice(1, 3)).toEqual(['Fraud reports from three investors', 'Ada Lovelace (you)']);

    const theirs = rowOf(waiting, 'Harbor Lights');
    expect(within(theirs).getByRole('button', { name: 'Approve suspension of Harbor Lights' }).textContent).toBe('Approve suspension');
    expect(cells(theirs).slice(1, 3)).toEqual(['The creator cannot deliver', 'Alan Turing']);
    expect(within(theirs).getByRole('link', { name: 'Harbor Lights' }).getAttribute('href')).toBe('/tour/4');

    const approved = screen.getByRole('table', { name: 'Approved suspensions' });
    const paperBoats = rowOf(approved, 'Paper Boats');
    expect(cells(paperBoats)[3]).toBe('Ada Lovelace');
    expect(cells(paperBoats)[5]).toBe('1 investment');
    expect(within(approved).queryByRole('button')).toBeNull();
  });

  it('approves the request by its id, then shows it approved with the refunds', async () => {
    const { api, user } = renderSuspensions();
    const approve = await screen.findByRole('button', { name: 'Approve suspension of Harbor Lights' });
    // The server's list once the suspension is approved.
    api.on(LIST, () => ({ body: { suspensions: [ASKED_BY_ME, HARBOR_APPROVED, APPROVED_EARLIER] } satisfies SuspensionList }));
    await user.click(approve);
    await waitFor(() => expect(api.to(APPROVE_41)).toHaveLength(1));
    expect(api.to(APPROVE_41)[0]?.body).toBeUndefined();
    expect(within(await findToast('Harbor Lights suspended')).getByText('3 investments refunded in full.')).toBeTruthy();

    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
    const approved = await screen.findByRole('table', { name: 'Approved suspensions' });
    await waitFor(() => expect(within(approved).queryByText('Harbor Lights')).toBeTruthy());
    expect(cells(rowOf(approved, 'Harbor Lights'))[5]).toBe('3 investments');
    const waiting = screen.getByRole('table', { name: 'Suspensions waiting for approval' });
    expect(within(waiting).queryByText('Harbor Lights')).toBeNull();
  });

  it("shows the server's message when it refuses the approval", async () => {
    const { api, user } = renderSuspensions({
      [APPROVE_41]: () => ({ status: 403, body: { message: 'Another admin must approve a suspension you asked for.' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve suspension of Harbor Lights' }));
    const refusal = await findToast('The suspension was not approved');
    expect(within(refusal).getByText('Another admin must approve a suspension you asked for.')).toBeTruthy();
    expect(api.to(APPROVE_41)).toHaveLength(1);
  });

  it('asks for a suspension with the project id and the reason, then reads the list again', async () => {
    const { api, user } = renderSuspensions();
    await screen.findByRole('table', { name: 'Suspensions waiting for approval' });
    const form = screen.getByRole('form', { name: 'Ask for a suspension' });

    await user.click(within(form).getByRole('button', { name: 'Ask for suspension' }));
    expect(within(form).getByText('Name the project by its id.')).toBeTruthy();
    expect(within(form).getByText('Give a reason of 3 to 500 characters.')).toBeTruthy();
    expect(api.to(ASK)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Project id' }), ' 7 ');
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), '  Creator stopped answering  ');
    await user.click(within(form).getByRole('button', { name: 'Ask for suspension' }));
    await waitFor(() => expect(api.to(ASK)).toHaveLength(1));
    expect(api.to(ASK)[0]?.body).toEqual({ projectId: 7, reason: 'Creator stopped answering' });
    expect(within(await findToast('Suspension of Night Trains asked for')).getByText('Another admin must approve it.')).toBeTruthy();
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
    expect((within(form).getByRole('textbox', { name: 'Project id' }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when it refuses to ask", async () => {
    const { api, user } = renderSuspensions({
      [ASK]: () => ({ status: 409, body: { message: 'Only an open campaign can be suspended.' } }),
    });
    const form = screen.getByRole('form', { name: 'Ask for a suspension' });
    await user.type(within(form).getByRole('textbox', { name: 'Project id' }), '9');
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Copyright claim');
    await user.click(within(form).getByRole('button', { name: 'Ask for suspension' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Only an open campaign can be suspended.');
    expect(api.to(ASK)).toHaveLength(1);
  });
});
