import type { OutgoingMail } from '../mail';

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

/** The reset link's mail, sent at once (not queued: the link's token is kept nowhere but in the mail). */
export function resetMail(to: string, link: string, lifetimeMinutes: number): OutgoingMail {
  return { to, subject: RESET_MAIL_SUBJECT, text: resetMailText(link, lifetimeMinutes) };
}
