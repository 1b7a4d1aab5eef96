import type { Database } from '../db/database.ts';

/** Reads the mail outbox directly (for tests that run without SMTP). */

export interface OutboxMessage {
  to_address: string;
  template: string;
  /** The language the mail is written in (en, sr_latin, sr_cyrillic). */
  locale: string;
  status: string;
  data: Record<string, unknown>;
}

export async function outboxTo(db: Database, address: string): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxMessage & Record<string, unknown>>(
    `select to_address, template, locale, status, data from public.mail_outbox
     where lower(to_address) = lower($1) order by created_at`,
    [address],
  );
  return rows;
}

/** token_hash and type of the newest email link to `address`. */
export async function latestLink(db: Database, address: string) {
  const messages = await outboxTo(db, address);
  const last = messages.at(-1);
  if (!last) throw new Error(`No email to ${address} in the outbox`);
  const link = new URL(String(last.data.link));
  return {
    url: link,
    tokenHash: link.searchParams.get('token_hash')!,
    type: link.searchParams.get('type')!,
    template: last.template,
  };
}

/** The editor notices waiting for (or put into) a digest about one record, per editor email. */
export async function editorNotices(db: Database, address: string, recordId: string) {
  const { rows } = await db.query<{ source_table: string; title: string; digested: boolean }>(
    `select n.source_table, n.title, n.digested_at is not null as digested
     from public.editor_notifications n join auth.users u on u.id = n.editor_id
     where lower(u.email) = lower($1) and n.record_id = $2`,
    [address, recordId],
  );
  return rows;
}

export interface DigestLine {
  table: string;
  id: string;
  title: string;
  kind: string;
  times: number;
  detail: string;
}

/**
 * Turns every waiting editor notice into digests now (as the mail worker
 * does once they are MAIL_DIGEST_SECONDS old) and returns the lines of every
 * digest queued to `address` so far.
 */
export async function digestLinesTo(db: Database, address: string): Promise<DigestLine[]> {
  await db.query('select public.compose_editor_digests(0)');
  const digests = (await outboxTo(db, address)).filter((mail) => mail.template === 'editor_digest');
  return digests.flatMap((mail) =>
    (mail.data.items as Record<string, unknown>[]).map((item) => ({
      table: String(item.table),
      id: String(item.id),
      title: String(item.title),
      kind: String(item.kind),
      times: Number(item.times),
      detail: String(item.detail),
    })),
  );
}
