/**
 * The browser tests' mail server: a real SMTP server (the server under test sends its reset
 * emails to it through SMTP_URL, as in production) and a small HTTP reader of what it received,
 * which the specs ask for a recipient's mail. Started by playwright.config.ts beside the app.
 *
 *   SMTP on MAIL_SMTP_PORT; GET /health and GET /mails?to=ADDRESS on MAIL_HTTP_PORT (loopback only).
 */
import { createServer } from 'node:http';
import { SmtpCatcher } from '../server/test/smtp-catcher';

const smtpPort = Number(process.env.MAIL_SMTP_PORT);
const httpPort = Number(process.env.MAIL_HTTP_PORT);
const catcher = new SmtpCatcher();
await catcher.listen(smtpPort);

const reader = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/mails') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(catcher.mails.filter((mail) => mail.to.includes(to))));
    return;
  }
  response.statusCode = 404;
  response.end();
});
reader.listen(httpPort, '127.0.0.1');

const stop = () => {
  reader.close();
  void catcher.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
