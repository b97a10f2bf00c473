// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anUnsubscribeResult } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { deferred, stubApi, type StubbedResponse } from '@/test/stub-api';
import { UnsubscribePanel } from './unsubscribe-panel';

/** The page an emailed unsubscribe link opens, with the real API client against a stubbed server. */

const TOKEN = 'v1.abc_DEF-123.signature+/=';
const LINK = anUnsubscribeResult();

function renderPanel({
  get = () => ({ body: LINK }),
  post = () => ({ body: { ...LINK, channel: 'in_app' } }),
  token = TOKEN,
}: { get?: () => StubbedResponse; post?: () => StubbedResponse | Promise<StubbedResponse>; token?: string } = {}) {
  const api = stubApi({ 'GET /api/unsubscribe': get, 'POST /api/unsubscribe': post });
  const view = renderWithApp(<UnsubscribePanel token={token} />, { path: `/unsubscribe?token=${encodeURIComponent(token)}` });
  return { api, ...view };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const choicesLink = () => screen.getByRole('link', { name: 'Notification choices' });

describe('the unsubscribe page', () => {
  it('reads what the link turns off and asks, without unsubscribing', async () => {
    const { api } = renderPanel();
    await heading('Unsubscribe');
    expect(
      await screen.findByText('Stop emails about “A project you follow or backed posted an update” to a***@example.com?'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    const [read] = api.to('GET /api/unsubscribe');
    expect(new URLSearchParams(read?.search).get('token')).toBe(TOKEN);
    expect(api.to('POST /api/unsubscribe')).toHaveLength(0);
    expect(api.requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('unsubscribes with the button, then says so and links the choices', async () => {
    const { api, user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const done = await heading("You're unsubscribed");
    expect(
      screen.getByText(
        "You won't get emails about “A project you follow or backed posted an update” any more. It still appears in the site's notifications.",
      ),
    ).toBeTruthy();
    expect(choicesLink().getAttribute('href')).toBe('/account/notifications');
    const posts = api.to('POST /api/unsubscribe');
    expect(posts).toHaveLength(1);
    expect(new URLSearchParams(posts[0]?.search).get('token')).toBe(TOKEN);
    expect(posts[0]?.body).toEqual({});
    // The button is gone: its result's heading takes focus.
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it('keeps the button while the request goes out and sends one POST for two presses', async () => {
    const answer = deferred<StubbedResponse>();
    const { api, user } = renderPanel({ post: () => answer.promise });
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    await user.click(button);
    await screen.findByText('Unsubscribing…');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await user.click(button);
    answer.resolve({ body: { ...LINK, channel: 'in_app' } });
    await heading("You're unsubscribed");
    expect(api.to('POST /api/unsubscribe')).toHaveLength(1);
  });

  it.each(['This unsubscribe link is not valid.', 'This unsubscribe link has expired.'])(
    "says a refused link doesn't work, with the server's message: %s",
    async (message) => {
      const { api } = renderPanel({ get: () => ({ status: 400, body: { message } }) });
      await heading("This link doesn't work");
      expect(screen.getByText(message)).toBeTruthy();
      expect(choicesLink().getAttribute('href')).toBe('/account/notifications');
      expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
      expect(api.to('POST /api/unsubscribe')).toHaveLength(0);
    },
  );

  it('says a link that expires before the button is pressed does not work', async () => {
    const { user } = renderPanel({ post: () => ({ status: 400, body: { message: 'This unsubscribe link has expired.' } }) });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const broken = await heading("This link doesn't work");
    expect(screen.getByText('This unsubscribe link has expired.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(broken));
  });

  it('asks the server nothing for a link without a token', async () => {
    const { api } = renderPanel({ token: '' });
    await heading("This link doesn't work");
    expect(screen.getByText('This unsubscribe link is incomplete.')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('offers to try again when the server fails, and keeps the question when the POST fails', async () => {
    const { user } = renderPanel({ post: () => ({ status: 503, body: { message: 'The server is busy.' } }) });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server is busy.');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});
