import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCity, buildMemorial, buildOrganization } from '../../db/seed/factories.ts';
import { richText } from '../../domain/rich-text.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actors, createActors } from './test-actors.ts';
import { storedRow } from './test-rows.ts';

/** What the triggers keep for every writer: slugs, city tags, time zones, names, timestamps. */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

async function submitOrganization(fields: Record<string, unknown>) {
  const id = randomUUID();
  const { error } = await actors.owner.client
    .from('organizations')
    .insert({ id, category: 'culture', city_tag: 'toronto', ...fields });
  expect(error).toBeNull();
  return (await storedRow(server.db, 'organizations', id))!;
}

describe('slugs', () => {
  it('are made from the name, in ASCII Latin, with a number when taken, even by a hidden row', async () => {
    await buildOrganization(server.db, { name_en: 'Ђурђевдански сабор', status: 'pending_review' });
    const second = await submitOrganization({ name_en: 'Đurđevdanski Sabor!' });
    const third = await submitOrganization({ name_en: 'Đurđevdanski sabor' });
    expect(second.slug).toBe('djurdjevdanski-sabor-2');
    expect(third.slug).toBe('djurdjevdanski-sabor-3');
  });

  it('keep a given slug, tidied', async () => {
    expect((await submitOrganization({ name_en: 'X', slug: 'My Own Slug' })).slug).toBe(
      'my-own-slug',
    );
  });
});

describe('content rows', () => {
  it('store the city tag lower-case and trimmed', async () => {
    expect(
      (await submitOrganization({ name_en: 'Tagged', city_tag: '  Kitchener-Waterloo ' })).city_tag,
    ).toBe('kitchener-waterloo');
  });

  it('give an event its city’s time zone unless one is given', async () => {
    await buildCity(server.db, 'calgary');
    const insert = async (fields: Record<string, unknown>) => {
      const id = randomUUID();
      const { error } = await actors.owner.client
        .from('events')
        .insert({ id, title_en: 'Zone', event_date: '2031-01-01', ...fields });
      expect(error).toBeNull();
      return (await storedRow(server.db, 'events', id))!.timezone;
    };
    expect(await insert({ city_tag: 'Calgary' })).toBe('America/Edmonton');
    expect(await insert({ city_tag: 'atlantis' })).toBe('America/Toronto');
    expect(await insert({ city_tag: 'calgary', timezone: 'America/Vancouver' })).toBe(
      'America/Vancouver',
    );
  });

  it('move updated_at on every change and never created_at', async () => {
    const draft = await buildOrganization(server.db, {
      author_id: actors.owner.userId,
      status: 'draft',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await actors.owner.client
      .from('organizations')
      .update({ name_en: 'Changed' })
      .eq('id', draft.id);
    const stored = (await storedRow(server.db, 'organizations', draft.id))!;
    expect(stored.created_at).toBe(draft.created_at);
    expect(new Date(String(stored.updated_at)) > new Date(String(draft.updated_at))).toBe(true);
  });
});

describe('memorials', () => {
  it('take the full name from its parts and follow the status with moderation_status', async () => {
    const city = await buildCity(server.db, 'winnipeg');
    const id = randomUUID();
    const { error } = await actors.owner.client.from('memorials').insert({
      id,
      first_name: 'Mileva',
      last_name: 'Stojić',
      city_id: city.id,
      obituary_en: richText('Loved by all.'),
      service_info: { date: '2031-02-03', time: '11:00', church: 'St. Sava', address: null },
    });
    expect(error).toBeNull();
    expect(await storedRow(server.db, 'memorials', id)).toMatchObject({
      full_name: 'Mileva Stojić',
      slug: 'mileva-stojic',
      status: 'pending_review',
      moderation_status: 'pending',
      visibility: 'public',
    });
    for (const [status, moderation] of [
      ['published', 'approved'],
      ['rejected', 'rejected'],
      ['draft', 'pending'],
    ]) {
      // A rejection carries its reason (0271).
      const change =
        status === 'rejected' ? { status, review_note: 'No dates given.' } : { status };
      const { error } = await actors.editor.client.from('memorials').update(change).eq('id', id);
      expect(error, status).toBeNull();
      expect((await storedRow(server.db, 'memorials', id))?.moderation_status).toBe(moderation);
    }
  });

  it('accept only the rich-text shape, never HTML', async () => {
    const memorial = await buildMemorial(server.db, {
      submitter_id: actors.owner.userId,
      status: 'draft',
    });
    const update = (obituary: unknown) =>
      actors.owner.client.from('memorials').update({ obituary_en: obituary }).eq('id', memorial.id);
    expect((await update('<p>Hello</p>')).error?.code).toBe('23514');
    expect(
      (await update({ type: 'doc', content: [{ type: 'html', text: '<b>x</b>' }] })).error?.code,
    ).toBe('23514');
    expect((await update(richText('One.', '', 'Two.'))).error).toBeNull();
  });

  it('refuse script links as images', async () => {
    const memorial = await buildMemorial(server.db, {
      submitter_id: actors.owner.userId,
      status: 'draft',
    });
    const { error } = await actors.owner.client
      .from('memorials')
      .update({ gallery_image_urls: ['javascript:alert(1)'] })
      .eq('id', memorial.id);
    expect(error?.code).toBe('23514');
  });
});
