import type { Context } from 'hono';
import type { Config } from '../config.ts';
import { FunctionError, type FunctionContext } from '../functions/function-context.ts';
import { callerClaims, isAdmin } from '../functions/admin-caller.ts';
import type { MailboxMessage } from '../../domain/mailbox-message.ts';
import { renderMail } from './render-mail.ts';

/**
 * GET /functions/v1/dev-mailbox: the newest outbox messages, rendered, for
 * the web app's development mailbox page (/dev/mailbox), so an operator
 * trying the portal locally can click verification links. It exists only in
 * embedded mode without SMTP_URL (devMailboxEnabled) and answers only a
 * signed-in admin: the caller's token is checked with is_admin() under that
 * token's claims in SQL, never by the client's address (behind a same-host
 * proxy every request looks local). Its links sign people in.
 */

export function devMailboxEnabled(config: Pick<Config, 'databaseUrl' | 'smtpUrl'>): boolean {
  return !config.databaseUrl && !config.smtpUrl;
}

type OutboxRow = {
  id: string;
  to_address: string;
  template: string;
  locale: string;
  data: Record<string, unknown>;
  status: string;
  created_at: string;
};

const mailboxSize = 50;

function toMessage(row: OutboxRow, siteUrl: string): MailboxMessage {
  let subject = row.template;
  let text: string;
  try {
    const mail = renderMail(row, siteUrl);
    subject = mail.subject;
    text = mail.text;
  } catch (error) {
    text = `(cannot render: ${error instanceof Error ? error.message : String(error)})`;
  }
  return {
    id: row.id,
    to: row.to_address,
    subject,
    text,
    status: row.status,
    createdAt: row.created_at,
  };
}

export async function devMailbox(c: Context, context: FunctionContext) {
  const claims = await callerClaims(c, context, 'Sign in as an admin to read the mailbox.');
  if (!(await isAdmin(context, claims))) {
    throw new FunctionError(403, 'not_admin', 'Only an admin may read the mailbox.');
  }
  const { rows } = await context.db.query<OutboxRow>(
    `select id::text, to_address, template, locale, data, status, created_at::text as created_at
     from public.mail_outbox order by created_at desc limit $1`,
    [mailboxSize],
  );
  c.header('Cache-Control', 'no-store');
  return c.json({ messages: rows.map((row) => toMessage(row, context.config.siteUrl)) });
}
