import { createServer } from 'node:http';
import { mailSubject, type ReceivedMail, startSmtpReceiver } from '../server/test/smtp-receiver.ts';

/**
 * The e2e runs' mailbox: a real SMTP receiver (the server's SMTP_URL) and a
 * small HTTP endpoint that lists what it received as JSON, newest first
 * ({ to, subject, text }), for auth-fixtures.ts. Started by Playwright's
 * webServer list before the portal.
 */

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_PORT);

function decodePart(headers: string, body: string): string {
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The text/plain part of a message, decoded. */
function plainText(mail: ReceivedMail): string {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!/Content-Type:\s*text\/plain/i.test(headers)) continue;
    return decodePart(headers, part.slice(split).trim()).replace(/\r\n/g, '\n');
  }
  return '';
}

const smtp = await startSmtpReceiver(smtpPort);
createServer((request, response) => {
  if (request.url === '/messages') {
    const messages = smtp.messages
      .map((mail) => ({ to: mail.to, subject: mailSubject(mail), text: plainText(mail) }))
      .reverse();
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(messages));
    return;
  }
  response.writeHead(request.url === '/ready' ? 200 : 404);
  response.end();
}).listen(httpPort, '127.0.0.1');
