import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createResetMailer, resetMailText } from './reset-mail';

describe('the reset mailer without SMTP_URL', () => {
  it('warns once that mail is not delivered, then writes each link in a warning line, which a warn-level log still shows', async () => {
    const lines: Array<{ level: string; object: unknown; message: string }> = [];
    const record =
      (level: string) =>
      (object: unknown, message = '') =>
        lines.push({ level, object, message });
    const log = { info: record('info'), warn: record('warn'), error: record('error') } as unknown as FastifyBaseLogger;
    const mailer = createResetMailer({ smtpUrl: undefined, from: 'x <x@example.test>' }, log, 60);
    const link = 'http://localhost:3000/reset-password?token=abc';
    await mailer.send({ to: 'ada@example.test', link });
    expect(lines).toEqual([
      {
        level: 'warn',
        object: 'No SMTP_URL is set: emails are not delivered. Password reset links are written to this log instead.',
        message: '',
      },
      {
        level: 'warn',
        object: { to: 'ada@example.test' },
        message: `Password reset link for ada@example.test (no SMTP_URL is set, so it is logged instead of sent): ${link}`,
      },
    ]);
    expect(mailer.delivers).toBe(false);
    mailer.close();
  });

  it('says in the mail how long the link works and that it works once', () => {
    expect(resetMailText('https://x.example/reset-password?token=t', 60)).toContain(
      'To choose a new password, open this link within 60 minutes. It works once:\nhttps://x.example/reset-password?token=t',
    );
  });
});
