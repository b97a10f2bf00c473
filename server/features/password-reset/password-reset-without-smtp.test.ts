import { describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '@common/schemas/account';
import { send, signUpUser, useTestApp } from '../../test/test-app';

/** The app's JSON log lines (written here instead of standard output). */
const lines: Array<{ level: number; msg?: string }> = [];
const destination = { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg?: string }) };
const WARN = 40;

// A sandbox as users met it: no mail server and only warnings in the log.
const context = useTestApp(
  { LOG_LEVEL: 'warn', SIGNUPS_PER_CLIENT: '1000', PUBLIC_URL: 'https://stagebacker.example' },
  { logger: destination },
);

const forgot = (email: string) => send(context.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

describe('forgot password without SMTP_URL, logging only warnings', () => {
  it('warns once at startup that mail is not delivered', () => {
    const startup = lines.filter((line) => line.msg?.startsWith('No SMTP_URL is set'));
    expect(startup).toEqual([
      expect.objectContaining({
        level: WARN,
        msg: 'No SMTP_URL is set: emails are not delivered. Each one (password reset links included) is written to this log instead.',
      }),
    ]);
  });

  it('writes the reset link at warn, and tells the requester the mail cannot be sent here without giving the link', async () => {
    const { email } = await signUpUser(context.app);
    const response = await forgot(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER, mailDelivered: false });
    expect(response.body).not.toContain('token');

    const linkLine = await vi.waitFor(() => {
      const found = lines.find((line) => line.msg?.startsWith(`Email to ${email}`) && line.msg.includes('reset-password?token='));
      if (!found) throw new Error('no reset link line yet');
      return found;
    });
    expect(linkLine.level).toBe(WARN);
    expect(linkLine.msg).toMatch(
      new RegExp(
        `^Email to ${email.replaceAll('.', '\\.')} \\(no SMTP_URL is set, so it is logged instead of sent\\): Reset your Stagebacker Sandbox password\n[^]*\nhttps://stagebacker\\.example/reset-password\\?token=[A-Za-z0-9_-]{43}\n`,
      ),
    );
  });

  it('answers the same for an email no account has', async () => {
    const response = await forgot('nobody-here@example.test');
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER, mailDelivered: false });
  });
});
