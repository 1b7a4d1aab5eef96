import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRow } from '../../domain/submission-rows.ts';
import { eventSubmissionSchema } from '../../domain/submission-schemas.ts';
import { createActors, type Actors } from '../db/test-actors.ts';
import { outboxTo } from '../test/outbox.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { renderMail } from './render-mail.ts';
import { formValues } from '../db/test-rows.ts';
import { decideSubmission } from '../test/decide.ts';

/** Issue 21: mails name items in the Serbian reader's script (db/migrations/0480). */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

const site = 'https://zajednica.example';
const event = (title: string, titleSr: string) =>
  eventRow(
    formValues(eventSubmissionSchema, {
      title_en: title,
      title_sr_cyrl: titleSr,
      event_date: '2031-06-28',
      city_tag: 'Toronto',
    }),
  );

async function setLanguage(userId: string, language: string) {
  await server.db.query(
    `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb where id = $1`,
    [userId, JSON.stringify({ language })],
  );
}

async function outboxRow(address: string, template: string, id: string) {
  const { rows } = await server.db.query<{ locale: string; data: Record<string, unknown> }>(
    `select locale, data from public.mail_outbox
     where lower(to_address) = lower($1) and template = $2 and data ->> 'id' = $3`,
    [address, template, id],
  );
  return rows[0]!;
}

describe('a decision mail to a Serbian reader', () => {
  it('names the event by its Serbian title, in Latin for a Latin reader', async () => {
    await setLanguage(actors.owner.userId!, 'sr_latin');
    const id = randomUUID();
    const insert = await actors.owner.client
      .from('events')
      .insert({ id, ...event('Kolo night', 'Вече кола у Торонту') });
    expect(insert.error).toBeNull();
    const publish = await decideSubmission(actors.editor.client, 'events', id, 'published');
    expect(publish.error).toBeNull();

    const message = await outboxRow(actors.owner.email!, 'submission_published', id);
    expect(message.locale).toBe('sr_latin');
    expect(message.data.names).toEqual({ title_sr_cyrl: 'Вече кола у Торонту' });
    const latin = renderMail({ template: 'submission_published', ...message }, site);
    expect(latin.subject).toBe('Objavljeno: Veče kola u Torontu');
    expect(latin.text).not.toMatch(/[\u0400-\u04ff]/);
    expect(latin.html).toContain('lang="sr-Latn"');
    const cyrillic = renderMail(
      { template: 'submission_published', data: message.data, locale: 'sr_cyrillic' },
      site,
    );
    expect(cyrillic.subject).toBe('Објављено: Вече кола у Торонту');
    const english = renderMail(
      { template: 'submission_published', data: message.data, locale: 'en' },
      site,
    );
    expect(english.subject).toBe('Published: Kolo night');
  });

  it('adds no names to an English reader’s mail', async () => {
    await setLanguage(actors.other.userId!, 'en');
    const id = randomUUID();
    await actors.other.client.from('events').insert({ id, ...event('Slava', 'Слава') });
    await decideSubmission(actors.editor.client, 'events', id, 'published');
    const message = await outboxRow(actors.other.email!, 'submission_published', id);
    expect(message.data.names).toBeUndefined();
  });
});

describe("an editor's digest in Serbian", () => {
  it('lists each item by its Serbian name', async () => {
    await setLanguage(actors.editor.userId!, 'sr_cyrillic');
    const id = randomUUID();
    await actors.owner.client.from('events').insert({ id, ...event('Choir evening', 'Вече хора') });
    await server.db.query('select public.compose_editor_digests(0)');
    const digest = (await outboxTo(server.db, actors.editor.email!)).find(
      (mail) => mail.template === 'editor_digest',
    )!;
    const items = digest.data.items as Record<string, unknown>[];
    expect(items.find((item) => item.id === id)).toMatchObject({
      title: 'Choir evening',
      names: { title_sr_cyrl: 'Вече хора' },
    });
    const mail = renderMail(
      { template: 'editor_digest', locale: 'sr_cyrillic', data: digest.data },
      site,
    );
    expect(mail.text).toContain('Догађај: Вече хора');
    expect(mail.text).not.toContain('Choir evening');
  });
});

describe('the names added by the outbox trigger', () => {
  async function queue(locale: string, data: Record<string, unknown>) {
    const { rows } = await server.db.query<{ data: Record<string, unknown> }>(
      `insert into public.mail_outbox (to_address, template, locale, data)
       values ('names@example.com', 'creator_published', $1, $2::jsonb) returning data`,
      [locale, JSON.stringify(data)],
    );
    return rows[0]!.data;
  }

  it("gives a creator's names, a claim's creator's, and nothing for unknown rows", async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.creators (slug, name_lat, status, niche, country)
       values ('milica-test', 'Milica Đorđević', 'draft', '{Music}', 'Canada') returning id`,
    );
    const creator = rows[0]!.id;
    const data = await queue('sr_cyrillic', { table: 'creators', id: creator, title: 'Milica' });
    expect(data.names).toEqual({ name_lat: 'Milica Đorđević' });
    const mail = renderMail({ template: 'creator_published', locale: 'sr_cyrillic', data }, site);
    expect(mail.subject).toContain('Милица Ђорђевић');
    expect(await queue('sr', { table: 'creators', id: 'not-a-uuid' })).toMatchObject({
      names: {},
    });
    expect(await queue('sr', { table: 'memorials', id: randomUUID() })).toMatchObject({
      names: {},
    });
    expect(await queue('en', { table: 'creators', id: creator })).not.toHaveProperty('names');
  });
});
