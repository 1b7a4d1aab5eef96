import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCity, buildMemorial, buildOrganization } from '../../db/seed/factories.ts';
import { richText } from '../../domain/rich-text.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actors, createActors } from './test-actors.ts';
import { storedRow } from './test-rows.ts';
import { decideSubmission } from '../test/decide.ts';

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

/** A member's slug: the tidied name and six random letters or digits (0631). */
const memberSlug = (base: string) => new RegExp(`^${base}-[a-z0-9]{6}$`);

async function insertAsEditor(fields: Record<string, unknown>) {
  const id = randomUUID();
  const { error } = await actors.editor.client
    .from('organizations')
    .insert({ id, category: 'culture', city_tag: 'toronto', status: 'pending_review', ...fields });
  expect(error).toBeNull();
  return (await storedRow(server.db, 'organizations', id))!;
}

describe('slugs', () => {
  it('of a member tell nothing about hidden rows: free, visible or hidden, always a random suffix', async () => {
    // Free: nobody holds "zavicajni-klub".
    const free = await submitOrganization({ name_en: 'Zavičajni klub' });
    // Hidden: someone else's pending row holds "djurdjevdanski-sabor".
    await buildOrganization(server.db, { name_en: 'Ђурђевдански сабор', status: 'pending_review' });
    const hidden = await submitOrganization({ name_en: 'Đurđevdanski Sabor!' });
    // Visible: a published row holds "kolo-ansambl".
    await buildOrganization(server.db, { name_en: 'Kolo ansambl', status: 'published' });
    const visible = await submitOrganization({ name_en: 'Kolo ansambl' });
    expect(free.slug).toMatch(memberSlug('zavicajni-klub'));
    expect(hidden.slug).toMatch(memberSlug('djurdjevdanski-sabor'));
    expect(visible.slug).toMatch(memberSlug('kolo-ansambl'));
    // Before 0631 the free name got the plain slug and the hidden one "-2".
    expect(hidden.slug).not.toBe('djurdjevdanski-sabor-2');
  });

  it('of a member keep a given slug, tidied, with the suffix', async () => {
    expect((await submitOrganization({ name_en: 'X', slug: 'My Own Slug' })).slug).toMatch(
      memberSlug('my-own-slug'),
    );
  });

  it('of an editor are made from the name, in ASCII Latin, with a number when taken', async () => {
    await buildOrganization(server.db, { name_en: 'Vidovdanski sabor', status: 'pending_review' });
    const second = await insertAsEditor({ name_en: 'Vidovdanski Sabor!' });
    const third = await insertAsEditor({ name_en: 'Видовдански сабор' });
    const given = await insertAsEditor({ name_en: 'Y', slug: 'Editor Slug' });
    expect([second.slug, third.slug, given.slug]).toEqual([
      'vidovdanski-sabor-2',
      'vidovdanski-sabor-3',
      'editor-slug',
    ]);
  });
});

describe('content rows', () => {
  it('store the city tag with no kind of space around it or doubled (issue 34)', async () => {
    const tag = async (city_tag: string) =>
      (await submitOrganization({ name_en: 'Spaced', city_tag })).city_tag;
    expect(await tag('toronto\u00a0')).toBe('toronto');
    expect(await tag('\u3000Kitchener\u202f\u00a0 Waterloo\u2009')).toBe('kitchener waterloo');
  });

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
      slug: expect.stringMatching(memberSlug('mileva-stojic')),
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
      const note = status === 'rejected' ? 'No dates given.' : undefined;
      const { error } = await decideSubmission(
        actors.editor.client,
        'memorials',
        id,
        status as 'published' | 'rejected' | 'draft',
        note,
      );
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
