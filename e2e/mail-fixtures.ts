import { expect, type Page } from './test';

/** e2e/mail-catcher.ts's reader, on the port playwright.config.ts gives it. */
export const MAIL_READER = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 2000}`;

/** The mails received for that address so far (raw: headers and body as sent). */
export async function mailsTo(page: Page, email: string): Promise<Array<{ raw: string }>> {
  return (await (await page.request.get(`${MAIL_READER}/mails?to=${encodeURIComponent(email)}`)).json()) as Array<{ raw: string }>;
}

/** The first mail to that address whose subject is `subject`, once it has arrived. */
export async function mailWithSubject(page: Page, email: string, subject: string): Promise<string> {
  let raw = '';
  await expect
    .poll(
      async () => {
        raw = (await mailsTo(page, email)).find((mail) => mail.raw.includes(`\nSubject: ${subject}\r`))?.raw ?? '';
        return raw !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return raw;
}

/** A MIME part of a raw mail (`text/html` or `text/plain`), its quoted-printable undone and read as UTF-8. */
export function mailPart(raw: string, type: 'text/html' | 'text/plain'): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) throw new Error(`no ${type} part in the mail:\n${raw}`);
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4, raw.indexOf('\r\n----', start));
  const bytes: number[] = [];
  const text = body.replace(/=\r\n/g, '');
  for (let at = 0; at < text.length; at += 1) {
    if (text[at] === '=' && /^[0-9A-F]{2}$/.test(text.slice(at + 1, at + 3))) {
      bytes.push(parseInt(text.slice(at + 1, at + 3), 16));
      at += 2;
    } else {
      bytes.push(...Buffer.from(text[at] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
