import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps every message it receives (for mail tests). */

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpReceiver {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `address` (case-insensitive) received within `timeoutMs`. */
  waitFor(address: string, timeoutMs?: number, after?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    async waitFor(address, timeoutMs = 10_000, after = 0) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.slice(after).find((m) => m.to.includes(address.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No email to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The /auth/confirm link of an email (quoted-printable soft breaks undone). */
export function confirmLink(mail: ReceivedMail): URL {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/auth\/confirm\?[^\s"<]+/.exec(text);
  if (!match) throw new Error(`No confirmation link in:\n${mail.raw}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}

/** The decoded Subject header (RFC 2047 encoded words, B or Q). */
export function mailSubject(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  const words = [...header.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)];
  if (words.length === 0) return header;
  const bytes = words.map(([, encoding, data = '']) =>
    encoding!.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
              String.fromCharCode(parseInt(code, 16)),
            ),
          'latin1',
        ),
  );
  return Buffer.concat(bytes).toString('utf8');
}

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
export function mailText(mail: ReceivedMail): string {
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

/**
 * The text of the first message to `address` with `subject` (and `containing`
 * in its text), once received: within 10 s, or an error naming the subjects
 * that did come.
 */
export async function receivedText(
  smtp: SmtpReceiver,
  address: string,
  subject: string,
  containing = '',
): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = smtp.messages.filter((m) => m.to.includes(address.toLowerCase()));
    const found = mails.find((m) => mailSubject(m) === subject && mailText(m).includes(containing));
    if (found) return mailText(found);
    if (Date.now() > deadline)
      throw new Error(`No "${subject}" to ${address}: ${mails.map(mailSubject).join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
