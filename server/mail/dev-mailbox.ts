import { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { isDirectLocalRequest } from '../http/client-ip.ts';
import { renderMail } from './render-mail.ts';

/**
 * /dev/mailbox: the newest outbox messages, rendered, with clickable links, so
 * someone trying the portal locally can confirm an account. Mounted only in
 * embedded mode without SMTP_URL (see devMailboxEnabled), and it answers only
 * requests from this machine or its private network that came through no
 * proxy: its links sign people in.
 */

export function devMailboxEnabled(config: Pick<Config, 'databaseUrl' | 'smtpUrl'>): boolean {
  return !config.databaseUrl && !config.smtpUrl;
}

type MailboxRow = {
  id: string;
  to_address: string;
  template: string;
  locale: string;
  data: Record<string, unknown>;
  status: string;
  created_at: string;
};

const escape = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function linkify(text: string): string {
  return escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderRow(row: MailboxRow, siteUrl: string): string {
  let subject = row.template;
  let body: string;
  try {
    const mail = renderMail(row, siteUrl);
    subject = mail.subject;
    body = mail.text;
  } catch (error) {
    body = `(cannot render: ${error instanceof Error ? error.message : String(error)})`;
  }
  return `<article>
<h2>${escape(subject)}</h2>
<p class="meta">To ${escape(row.to_address)} · ${escape(row.created_at)} · ${escape(row.status)}</p>
<pre>${linkify(body)}</pre>
</article>`;
}

export function devMailbox(options: { db: Database; siteUrl: string }) {
  const app = new Hono();
  app.get('/', async (c) => {
    if (!isDirectLocalRequest(c)) {
      return c.text('The development mailbox is only available from this machine.', 403);
    }
    const { rows } = await options.db.query<MailboxRow>(
      `select id, to_address, template, locale, data, status, created_at::text as created_at
       from public.mail_outbox order by created_at desc limit 50`,
    );
    const items = rows.map((row) => renderRow(row, options.siteUrl)).join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox · Zajednica</title>
<style>body{font-family:sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}
article{border-bottom:1px solid #ccc;padding:1rem 0}.meta{color:#555;font-size:.9rem}
pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Development mailbox</h1>
<p>Emails the server would send. This page exists only in embedded mode without SMTP_URL.</p>
${items || '<p>No emails yet.</p>'}
</body></html>`);
  });
  return app;
}
