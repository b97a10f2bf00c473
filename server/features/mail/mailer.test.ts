import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('the mailer without SMTP_URL', () => {
  it('warns once that mail is not delivered, then writes each mail whole in a warning line, which a warn-level log still shows', async () => {
    const lines: Array<{ level: string; object: unknown; message: string }> = [];
    const record =
      (level: string) =>
      (object: unknown, message = '') =>
        lines.push({ level, object, message });
    const log = { info: record('info'), warn: record('warn'), error: record('error') } as unknown as FastifyBaseLogger;
    const mailer = createMailer(
      {
        smtpUrl: undefined,
        from: 'x <x@example.test>',
        tokenSecret: 'x'.repeat(32),
        tokenSecretSet: true,
        digestHourUtc: 8,
        timeoutMs: 1000,
      },
      log,
    );
    await mailer.send({ to: 'ada@example.test', subject: 'Your payout', text: 'You were paid.\nhttp://localhost:3000/portfolio' });
    expect(lines).toEqual([
      {
        level: 'warn',
        object: 'No SMTP_URL is set: emails are not delivered. Each one (password reset links included) is written to this log instead.',
        message: '',
      },
      {
        level: 'warn',
        object: { to: 'ada@example.test', subject: 'Your payout' },
        message:
          'Email to ada@example.test (no SMTP_URL is set, so it is logged instead of sent): Your payout\nYou were paid.\nhttp://localhost:3000/portfolio',
      },
    ]);
    expect(mailer.delivers).toBe(false);
    mailer.close();
  });
});
