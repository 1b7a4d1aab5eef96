import { createServer } from 'node:http';
import { mailSubject, mailText, startSmtpReceiver } from '../server/test/smtp-receiver.ts';

/**
 * The e2e runs' mailbox: a real SMTP receiver (the server's SMTP_URL) and a
 * small HTTP endpoint that lists what it received as JSON, newest first
 * ({ to, subject, text }), for auth-fixtures.ts. Started by Playwright's
 * webServer list before the portal.
 */

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_PORT);

const smtp = await startSmtpReceiver(smtpPort);
createServer((request, response) => {
  if (request.url === '/messages') {
    const messages = smtp.messages
      .map((mail) => ({ to: mail.to, subject: mailSubject(mail), text: mailText(mail) }))
      .reverse();
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(messages));
    return;
  }
  response.writeHead(request.url === '/ready' ? 200 : 404);
  response.end();
}).listen(httpPort, '127.0.0.1');
