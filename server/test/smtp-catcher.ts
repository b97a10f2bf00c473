import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  /** The whole message as received: headers and body. */
  raw: string;
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives, so a test sends mail
 * through nodemailer the way production does. No TLS and no login: `smtp://127.0.0.1:{port}`.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private waiters: Array<() => void> = [];
  private readonly server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        this.mails.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of this.waiters.splice(0)) wake();
        callback();
      });
    },
  });

  /** Listens on the port (0: any free one) and answers the SMTP_URL to send to. */
  async listen(port = 0): Promise<string> {
    // A sender that vanishes mid-mail (a server killed with SIGKILL) resets its connection: not the catcher's failure.
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** The first mail to that address after `from` mails had arrived, waiting up to `timeoutMs` for it. */
  async mailTo(address: string, after = 0, timeoutMs = 10_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.slice(after).find((mail) => mail.to.includes(address));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The reset link in a received mail (quoted-printable soft breaks undone). */
export function resetLinkIn(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(body)?.[0];
  if (!link) throw new Error(`no reset link in the mail:\n${raw}`);
  return link;
}
