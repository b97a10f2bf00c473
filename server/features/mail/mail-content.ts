import { NOTIFICATION_KIND_NAMES } from '@common/schemas/notification-choices';
import type { NotificationKind } from '@common/schemas/notifications';

/** One notification as a mail tells it. */
export interface MailedNotice {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path inside the site, such as /tour/3#updates. */
  link: string;
  /** The project it is about; null when about none. */
  projectTitle: string | null;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Every mail carries the sandbox's label, as every project page does. */
export const SANDBOX_NOTICE =
  'Sandbox demo. All projects and creators on Stagebacker Sandbox are fictional examples. Investments use virtual funds: no real money moves, and the sandbox resets periodically.';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** Plain, table-free HTML with inline styles: mail clients drop style sheets. */
function htmlPage(title: string, inner: string): string {
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f7;font-family:Helvetica,Arial,sans-serif;color:#1c1c22;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">',
    '<p style="margin:0 0 16px;font-weight:bold;color:#6d28d9">Stagebacker Sandbox</p>',
    inner,
    '</div></body></html>',
  ].join('');
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 12px">${escapeHtml(part).replaceAll('\n', '<br>')}</p>`)
    .join('');

const button = (href: string, label: string) =>
  `<p style="margin:16px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px">${escapeHtml(label)}</a></p>`;

const footerHtml = (lines: string[]) =>
  `<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0 12px"><div style="font-size:12px;color:#52525b">${lines.map((line) => `<p style="margin:0 0 8px">${line}</p>`).join('')}</div>`;

/** One notification mailed at once: its title, its words, a link to the page it is about, and how to stop this kind of mail. */
export function noticeMail(notice: MailedNotice, links: { origin: string; unsubscribeUrl: string }): MailContent {
  const pageUrl = `${links.origin}${notice.link}`;
  const choicesUrl = `${links.origin}/account/notifications`;
  const kindName = NOTIFICATION_KIND_NAMES[notice.kind];
  const text = [
    notice.title,
    '',
    notice.body,
    '',
    `Open it on Stagebacker Sandbox: ${pageUrl}`,
    '',
    '--',
    SANDBOX_NOTICE,
    `You get this email because of your choice for "${kindName}". Stop these emails: ${links.unsubscribeUrl}`,
    `Choose what you get by email: ${choicesUrl}`,
  ].join('\n');
  const html = htmlPage(
    notice.title,
    [
      `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(notice.title)}</h1>`,
      paragraphs(notice.body),
      button(pageUrl, 'Open on Stagebacker Sandbox'),
      footerHtml([
        escapeHtml(SANDBOX_NOTICE),
        `You get this email because of your choice for “${escapeHtml(kindName)}”. <a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#52525b">Stop these emails</a> · <a href="${escapeHtml(choicesUrl)}" style="color:#52525b">Choose what you get by email</a>`,
      ]),
    ].join(''),
  );
  return { subject: notice.title, text, html };
}

/** The notices of one day's digest, grouped by project (those about no project last), in the order they came. */
export function groupByProject(notices: readonly MailedNotice[]): Array<{ projectTitle: string | null; notices: MailedNotice[] }> {
  const groups = new Map<string | null, MailedNotice[]>();
  for (const notice of notices) groups.set(notice.projectTitle, [...(groups.get(notice.projectTitle) ?? []), notice]);
  const aboutNone = groups.get(null);
  groups.delete(null);
  return [...groups, ...(aboutNone ? [[null, aboutNone] as const] : [])].map(([projectTitle, grouped]) => ({
    projectTitle,
    notices: grouped,
  }));
}

/** The daily digest: the day's notices by project, each with its link; one link turns each kind's mail off. */
export function digestMail(
  notices: readonly MailedNotice[],
  links: { origin: string; unsubscribeUrls: ReadonlyMap<NotificationKind, string> },
): MailContent {
  const choicesUrl = `${links.origin}/account/notifications`;
  const groups = groupByProject(notices);
  const subject = `Your Stagebacker Sandbox digest: ${notices.length} ${notices.length === 1 ? 'notification' : 'notifications'}`;
  const heading = (title: string | null) => title ?? 'Your account';
  const text = [
    subject,
    '',
    ...groups.flatMap((group) => [
      heading(group.projectTitle),
      ...group.notices.flatMap((notice) => [
        `- ${notice.title}`,
        `  ${notice.body.replaceAll('\n', '\n  ')}`,
        `  ${links.origin}${notice.link}`,
      ]),
      '',
    ]),
    '--',
    SANDBOX_NOTICE,
    ...[...links.unsubscribeUrls].map(([kind, url]) => `Stop digest emails about "${NOTIFICATION_KIND_NAMES[kind]}": ${url}`),
    `Choose what you get by email: ${choicesUrl}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(subject)}</h1>`,
      ...groups.map(
        (group) =>
          `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(heading(group.projectTitle))}</h2><ul style="margin:0;padding-left:20px">${group.notices
            .map(
              (notice) =>
                `<li style="margin:0 0 10px"><a href="${escapeHtml(`${links.origin}${notice.link}`)}" style="color:#6d28d9;font-weight:bold">${escapeHtml(notice.title)}</a><br>${escapeHtml(notice.body).replaceAll('\n', '<br>')}</li>`,
            )
            .join('')}</ul>`,
      ),
      footerHtml([
        escapeHtml(SANDBOX_NOTICE),
        ...[...links.unsubscribeUrls].map(
          ([kind, url]) =>
            `<a href="${escapeHtml(url)}" style="color:#52525b">Stop digest emails about “${escapeHtml(NOTIFICATION_KIND_NAMES[kind])}”</a>`,
        ),
        `<a href="${escapeHtml(choicesUrl)}" style="color:#52525b">Choose what you get by email</a>`,
      ]),
    ].join(''),
  );
  return { subject, text, html };
}
