// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '@common/schemas/account';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ForgotPasswordForm } from './forgot-password-form';

/** The forgot-password form with the real API client against a stubbed server. */
async function askForLink(mailDelivered: boolean) {
  stubApi({ 'POST /api/auth/forgot-password': () => ({ body: { message: FORGOT_PASSWORD_ANSWER, mailDelivered } }) });
  const { user } = renderWithApp(<ForgotPasswordForm />, { path: '/forgot-password' });
  await user.type(screen.getByLabelText('Email'), 'ada@example.test');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return screen.findByRole('status');
}

describe('asking for a reset link (ForgotPasswordForm)', () => {
  it('says the email cannot be sent here, and where the link is, when the sandbox has no mail server', async () => {
    const answer = await askForLink(false);
    expect(answer.textContent).toContain(FORGOT_PASSWORD_ANSWER);
    expect(answer.textContent).toContain(
      "This sandbox has no mail server, so the email cannot be sent here: ask the sandbox's operator for your link, which is written in the server's log.",
    );
  });

  it('says only to check the email when mail is delivered', async () => {
    const answer = await askForLink(true);
    expect(answer.textContent).toContain('Check your email');
    expect(answer.textContent).not.toContain('no mail server');
  });
});
