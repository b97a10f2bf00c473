// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findToast, renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { EmailGateForm } from './email-gate-form';

/** The landing page's email form (spec sections 2, 4 and 5): no server call, the welcome toast after 500 ms, /sandbox-access 1 s later. */

const flag = () => window.localStorage.getItem('hasEnteredEmail');

function renderHero() {
  // The fake clock also follows real time, so the checks leave room for the test's own pace.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const api = stubApi();
  const view = renderWithApp(<EmailGateForm label="Your email address" buttonLabel="Get Access" pendingLabel="Joining..." />);
  return { ...view, api };
}

const emailInput = () => screen.getByLabelText<HTMLInputElement>('Your email address');

beforeEach(() => window.localStorage.clear());

describe('the email gate form (EmailGateForm)', () => {
  it("shows 'Joining...' disabled while submitting, welcomes after 500 ms, remembers the visitor, then opens /sandbox-access after 1 s", async () => {
    const { user, location, api } = renderHero();
    await user.type(emailInput(), 'visitor@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Access' }));

    const pending = await screen.findByRole<HTMLButtonElement>('button', { name: 'Joining...' });
    expect(pending.disabled).toBe(true);
    expect(screen.queryByText('Welcome to Stagebacker Sandbox!')).toBeNull();
    expect(flag()).toBeNull();

    vi.advanceTimersByTime(500);
    const welcome = await findToast('Welcome to Stagebacker Sandbox!');
    expect(within(welcome).getByText("You've been added to our mailing list. Redirecting to sandbox...")).toBeTruthy();
    expect(flag()).toBe('true');
    expect(location.history).toEqual(['/']);

    vi.advanceTimersByTime(1000);
    await waitFor(() => expect(location.history).toEqual(['/', '/sandbox-access']));
    expect(api.requests).toEqual([]);
  });

  it('does nothing when the field is empty or blank: no message, no toast, no flag, no redirect', async () => {
    const { user, location } = renderHero();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Get Access' });
    await user.click(button);
    await user.type(emailInput(), '   {Enter}');
    vi.advanceTimersByTime(2000);

    expect(button.textContent).toBe('Get Access');
    expect(button.disabled).toBe(false);
    expect(emailInput().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    expect(screen.queryByText('Welcome to Stagebacker Sandbox!')).toBeNull();
    expect(flag()).toBeNull();
    expect(location.history).toEqual(['/']);
  });

  it('says a malformed address is not an email, on the field, and goes on once it is one', async () => {
    const { user, location } = renderHero();
    await user.type(emailInput(), 'visitor@example{Enter}');
    const message = await screen.findByText('Please enter a valid email');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(emailInput().getAttribute('aria-describedby')).toBe(message.id);
    vi.advanceTimersByTime(2000);
    expect(screen.getByRole('button', { name: 'Get Access' })).toBeTruthy();
    expect(flag()).toBeNull();
    expect(location.history).toEqual(['/']);

    await user.type(emailInput(), '.com{Enter}');
    await screen.findByRole('button', { name: 'Joining...' });
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    vi.advanceTimersByTime(1500);
    await waitFor(() => expect(location.history).toEqual(['/', '/sandbox-access']));
  });

  it('welcomes once and redirects once for a double submit', async () => {
    const { user, location } = renderHero();
    await user.type(emailInput(), 'visitor@example.com');
    await user.dblClick(screen.getByRole('button', { name: 'Get Access' }));
    await user.type(emailInput(), '{Enter}');
    vi.advanceTimersByTime(3000);
    await findToast('Welcome to Stagebacker Sandbox!');
    await waitFor(() => expect(location.history).toEqual(['/', '/sandbox-access']));
    // Past a second redirect's time, had one been started.
    vi.advanceTimersByTime(3000);
    expect(location.history).toEqual(['/', '/sandbox-access']);
  });
});
