// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgreementDialog } from './agreement-dialog';

afterEach(cleanup);

function renderDialog(open = true) {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  const view = render(<AgreementDialog open={open} onAccept={onAccept} onDecline={onDecline} />);
  return { ...view, onAccept, onDecline, user: userEvent.setup() };
}

const acknowledgements = [
  'I have read and agree to the Investment Agreement.',
  'I have read and understand the Risk Disclosure, including that I could lose all of my investment.',
  'I am investing only money I can afford to lose.',
];

describe('AgreementDialog', () => {
  it("is a dialog titled with the spec's 'Investment Agreement & Risk Disclosure', versioned and dated as the agreement", () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Investment Agreement & Risk Disclosure' });
    expect(dialog.textContent).toContain('Version 1.0, dated August 18, 2025.');
  });

  it('renders nothing while closed', () => {
    renderDialog(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('enables Accept only once all three acknowledgements are ticked, then accepts', async () => {
    const { user, onAccept, onDecline } = renderDialog();
    const accept = screen.getByRole('button', { name: 'Accept' });
    for (const text of acknowledgements) {
      expect(accept).toHaveProperty('disabled', true);
      await user.click(screen.getByRole('checkbox', { name: text }));
    }
    expect(accept).toHaveProperty('disabled', false);
    await user.click(accept);
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onDecline).not.toHaveBeenCalled();
  });

  it('keeps Accept disabled when a ticked box is unticked again', async () => {
    const { user } = renderDialog();
    for (const text of acknowledgements) await user.click(screen.getByRole('checkbox', { name: text }));
    await user.click(screen.getByRole('checkbox', { name: acknowledgements[1] }));
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true);
  });

  it("declines with 'Decline & Exit', and with Escape, without accepting", async () => {
    const { user, onAccept, onDecline } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Decline & Exit' }));
    await user.keyboard('{Escape}');
    expect(onDecline).toHaveBeenCalledTimes(2);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('starts each opening with the boxes unticked', async () => {
    const { user, rerender, onAccept, onDecline } = renderDialog();
    for (const text of acknowledgements) await user.click(screen.getByRole('checkbox', { name: text }));
    rerender(<AgreementDialog open={false} onAccept={onAccept} onDecline={onDecline} />);
    rerender(<AgreementDialog open onAccept={onAccept} onDecline={onDecline} />);
    for (const text of acknowledgements) expect(screen.getByRole('checkbox', { name: text })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true);
  });
});
