// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_NAMES, notificationChannels, type NotificationChoices } from '@common/schemas/notification-choices';
import { notificationKinds, type NotificationKind } from '@common/schemas/notifications';
import { aUser, someNotificationChoices } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { deferred, stubApi, type StubbedResponse } from '@/test/stub-api';
import { CHANNEL_LABELS, NotificationChoicesSection, SAVED_TOAST } from './notification-choices-form';

/** /account/notifications' form with the real API client against a stubbed server. */

const SERVER_CHOICES = someNotificationChoices({ update_posted: 'email', progress_50: 'digest', payout_posted: 'in_app' });

function renderForm(put?: (body: { choices: Partial<NotificationChoices> }) => StubbedResponse | Promise<StubbedResponse>) {
  const api = stubApi({
    'GET /api/auth/user': () => ({ body: aUser() }),
    'GET /api/account/notifications': () => ({ body: SERVER_CHOICES }),
    'PUT /api/account/notifications': (request) => {
      const body = request.body as { choices: Partial<NotificationChoices> };
      return put ? put(body) : { body: { choices: { ...SERVER_CHOICES.choices, ...body.choices } } };
    },
  });
  const view = renderWithApp(<NotificationChoicesSection />, { path: '/account/notifications' });
  return { api, ...view };
}

const kindGroup = (kind: NotificationKind) => screen.getByRole('group', { name: NOTIFICATION_KIND_NAMES[kind] });
const radio = (kind: NotificationKind, label: string) => within(kindGroup(kind)).getByRole('radio', { name: label }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save choices' });

describe('the notification choices form', () => {
  it('shows one group a kind, in the order of notificationKinds, with the channel the server holds checked', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Save choices' });
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual(
      notificationKinds.map((kind) => NOTIFICATION_KIND_NAMES[kind]),
    );
    for (const kind of notificationKinds) {
      const radios = within(kindGroup(kind)).getAllByRole('radio') as HTMLInputElement[];
      expect(radios.map((input) => input.labels?.[0]?.textContent)).toEqual(['In the site only', 'Email at once', 'Daily digest']);
      for (const channel of notificationChannels) {
        expect(radio(kind, CHANNEL_LABELS[channel]).checked, `${kind} ${channel}`).toBe(SERVER_CHOICES.choices[kind] === channel);
      }
    }
  });

  it('sends only the kinds changed as a PUT, then says the choices are saved', async () => {
    const { api, user } = renderForm();
    await screen.findByRole('button', { name: 'Save choices' });
    await user.click(radio('update_posted', 'In the site only'));
    await user.click(radio('payout_posted', 'Daily digest'));
    // Changed, then changed back: not a change.
    await user.click(radio('order_filled', 'Daily digest'));
    await user.click(radio('order_filled', 'Email at once'));
    await user.click(saveButton());

    const toast = await findToast(SAVED_TOAST);
    expect(toast.textContent).toContain('Your notification choices are saved.');
    expect(api.to('PUT /api/account/notifications').map((request) => request.body)).toEqual([
      { choices: { update_posted: 'in_app', payout_posted: 'digest' } },
    ]);
    expect(radio('update_posted', 'In the site only').checked).toBe(true);
    expect(radio('payout_posted', 'Daily digest').checked).toBe(true);
  });

  it('compares the next save with what the server answered', async () => {
    const { api, user } = renderForm();
    await screen.findByRole('button', { name: 'Save choices' });
    await user.click(radio('closing_soon', 'Email at once'));
    await user.click(saveButton());
    await findToast(SAVED_TOAST);
    await user.click(radio('new_backers', 'Daily digest'));
    await user.click(saveButton());
    await waitFor(() => expect(api.to('PUT /api/account/notifications')).toHaveLength(2));
    expect(api.to('PUT /api/account/notifications')[1]?.body).toEqual({ choices: { new_backers: 'digest' } });
  });

  it('keeps the button focusable while saving and ignores a second press', async () => {
    const answer = deferred<StubbedResponse>();
    const { api, user } = renderForm(() => answer.promise);
    await screen.findByRole('button', { name: 'Save choices' });
    await user.click(radio('update_due', 'Email at once'));
    await user.click(saveButton());
    await screen.findByText('Saving…');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(saveButton());
    await user.click(saveButton());
    await user.keyboard('{Enter}');
    answer.resolve({ body: { choices: { ...SERVER_CHOICES.choices, update_due: 'email' } } });
    await findToast(SAVED_TOAST);
    expect(api.to('PUT /api/account/notifications')).toHaveLength(1);
    expect(document.activeElement).toBe(saveButton());
  });

  it("shows the server's message when it refuses the choices", async () => {
    const { user } = renderForm(() => ({ status: 400, body: { message: 'Unknown notification kind.' } }));
    await screen.findByRole('button', { name: 'Save choices' });
    await user.click(radio('campaign_failed', 'Daily digest'));
    await user.click(saveButton());
    const toast = await findToast('Choices not saved');
    expect(toast.textContent).toContain('Unknown notification kind.');
    // What was chosen stays chosen, to try again.
    expect(radio('campaign_failed', 'Daily digest').checked).toBe(true);
  });

  it('sends nothing when nothing changed, and says the choices are saved', async () => {
    const { api, user } = renderForm();
    await screen.findByRole('button', { name: 'Save choices' });
    await user.click(saveButton());
    await findToast(SAVED_TOAST);
    expect(api.to('PUT /api/account/notifications')).toHaveLength(0);
  });

  it('says when the choices could not be read', async () => {
    stubApi({ 'GET /api/account/notifications': () => ({ status: 500, body: { message: 'Something went wrong.' } }) });
    renderWithApp(<NotificationChoicesSection />, { path: '/account/notifications' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your notification choices could not be loaded');
    expect(alert.textContent).toContain('Something went wrong.');
  });
});
