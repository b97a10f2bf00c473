import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface ResetMail {
  to: string;
  link: string;
}

/** Sends a reset link: by SMTP when SMTP_URL is set, else one info line in the server's log (as development servers do). */
export interface ResetMailer {
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
    return {
      send: async ({ to, link }) => {
        log.info({ to }, `Password reset link for ${to} (no SMTP_URL is set, so it is logged instead of sent): ${link}`);
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    send: async ({ to, link }) => {
      await transport.sendMail({ from: mail.from, to, subject: RESET_MAIL_SUBJECT, text: resetMailText(link, lifetimeMinutes) });
    },
    close: () => transport.close(),
  };
}
