import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface ResetMail {
  to: string;
  link: string;
}

/**
 * Sends a reset link: by SMTP when SMTP_URL is set, else one warning line in the server's log, a
 * level every log setting but error-only shows, so the operator can hand the link on.
 */
export interface ResetMailer {
  /** False without SMTP_URL: the requester is told the email cannot be sent here. */
  delivers: boolean;
  send(mail: ResetMail): Promise<void>;
  close(): void;
}

export const RESET_MAIL_SUBJECT = 'Reset your Stagebacker Sandbox password';

export function resetMailText(link: string, lifetimeMinutes: number): string {
  return [
    'Someone asked to reset the password of your Stagebacker Sandbox account.',
    '',
    `To choose a new password, open this link within ${lifetimeMinutes} minutes. It works once:`,
    link,
    '',
    "If it wasn't you, ignore this email: your password stays as it is.",
  ].join('\n');
}

export function createResetMailer(mail: Config['mail'], log: FastifyBaseLogger, lifetimeMinutes: number): ResetMailer {
  if (!mail.smtpUrl) {
    log.warn('No SMTP_URL is set: emails are not delivered. Password reset links are written to this log instead.');
    return {
      delivers: false,
      send: async ({ to, link }) => {
        log.warn({ to }, `Password reset link for ${to} (no SMTP_URL is set, so it is logged instead of sent): ${link}`);
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    delivers: true,
    send: async ({ to, link }) => {
      await transport.sendMail({ from: mail.from, to, subject: RESET_MAIL_SUBJECT, text: resetMailText(link, lifetimeMinutes) });
    },
    close: () => transport.close(),
  };
}
