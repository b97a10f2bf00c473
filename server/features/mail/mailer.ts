import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same for every try of one mail, so a receiving server can tell a repeat. */
  messageId?: string;
  headers?: Record<string, string>;
}

/**
 * Sends mail: by SMTP when SMTP_URL is set, else one `warn` line in the server's log with the
 * whole text (a level every log setting but error-only shows), so the operator can read it.
 */
export interface Mailer {
  /** False without SMTP_URL. */
  delivers: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(mail: Config['mail'], log: FastifyBaseLogger): Mailer {
  if (!mail.smtpUrl) {
    log.warn('No SMTP_URL is set: emails are not delivered. Each one (password reset links included) is written to this log instead.');
    return {
      delivers: false,
      send: async ({ to, subject, text }) => {
        log.warn({ to, subject }, `Email to ${to} (no SMTP_URL is set, so it is logged instead of sent): ${subject}\n${text}`);
      },
      close: () => undefined,
    };
  }
  // A few connections kept open: a burst of notices (a campaign's close) is not one handshake a mail.
  // A SMTP server that hangs is given up on; the job queue retries the send with backoff.
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: mail.timeoutMs,
    greetingTimeout: mail.timeoutMs,
    socketTimeout: 2 * mail.timeoutMs,
  });
  return {
    delivers: true,
    send: async ({ to, subject, text, html, messageId, headers }) => {
      await transport.sendMail({ from: mail.from, to, subject, text, html, messageId, headers });
    },
    close: () => transport.close(),
  };
}
