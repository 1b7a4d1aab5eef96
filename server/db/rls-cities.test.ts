import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCity,
  buildProvinceState,
  buildEvent,
  buildMemorial,
  buildNews,
  buildOrganization,
} from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type ActorName, type Actors, createActors } from './test-actors.ts';
import { storedRow } from './test-rows.ts';

/**
 * Cities are data the admins manage (0850): everyone reads active cities,
 * staff read retired ones too, only admins write; a rename keeps the old
 * slug as a redirect and moves the content; a merge moves everything to the
 * kept city. Every call goes through supabase-js as anon or authenticated.
 */

let server: TestServer;
let actors: Actors;
const notAdmins: ActorName[] = ['anon', 'owner', 'other', 'editor'];

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

const slugsOf = (rows: { slug: string }[] | null) => (rows ?? []).map((row) => row.slug);

describe('reading cities', () => {
  it('gives everyone the sixteen cities the migration seeds', async () => {
    const { data, error } = await actors.anon.client.from('cities').select('slug');
    expect(error).toBeNull();
    expect(slugsOf(data)).toEqual(expect.arrayContaining(['toronto', 'regina', 'saskatoon']));
    const latin = await actors.anon.client
      .from('cities')
      .select('name_sr_latn')
      .eq('slug', 'kitchener-waterloo')
      .single();
    expect(latin.data?.name_sr_latn).toBe('Kičener-Vaterlo');
  });

  it('hides a retired city from everyone but staff', async () => {
    const city = await buildCity(server.db, 'retired-town', { retired_at: new Date() });
    for (const name of ['anon', 'owner', 'other'] as const) {
      const { data } = await actors[name].client.from('cities').select('slug').eq('id', city.id);
      expect(data, name).toEqual([]);
    }
    for (const name of ['editor', 'admin'] as const) {
      const { data } = await actors[name].client.from('cities').select('slug').eq('id', city.id);
      expect(data, name).toEqual([{ slug: 'retired-town' }]);
    }
  });
});

describe('writing cities and provinces', () => {
  it('refuses anyone but an admin', async () => {
    const city = await buildCity(server.db, 'regina');
    for (const name of notAdmins) {
      const client = actors[name].client;
      const insert = await client.from('cities').insert({
        slug: `nowhere-${name}`,
        name: 'Nowhere',
        province_state_id: city.province_state_id,
      });
      // A visitor may be stopped before the database (anon's write limit is 0: 429).
      const refused = name === 'anon' ? ['42501', 'PGRST429'] : ['42501'];
      expect(refused, name).toContain(insert.error?.code);
      // anon has no grant (42501); a member's or editor's update matches no row.
      await client.from('cities').update({ name: 'Renamed' }).eq('id', city.id);
      await client
        .from('provinces_states')
        .update({ name: 'Renamed' })
        .eq('id', String(city.province_state_id));
      const merge = await client.rpc('merge_city', { merged_city: city.id, kept_city: city.id });
      expect(merge.error?.code, name).toBe('42501');
    }
    expect((await storedRow(server.db, 'cities', city.id))?.name).toBe('Regina');
    expect(
      (await storedRow(server.db, 'provinces_states', String(city.province_state_id)))?.name,
    ).toBe('Saskatchewan');
    // Nobody deletes a city through the API, admins included: it is merged or retired.
    for (const name of [...notAdmins, 'admin'] as const) {
      const remove = await actors[name].client.from('cities').delete().eq('id', city.id);
      const refused = name === 'anon' ? ['42501', 'PGRST429'] : ['42501'];
      expect(refused, name).toContain(remove.error?.code);
    }
  });

  it('lets an admin add a state and a city in it, with names in both scripts', async () => {
    const admin = actors.admin.client;
    const state = await admin
      .from('provinces_states')
      .insert({
        code: 'MI',
        name: 'Michigan',
        name_sr_cyrl: 'Мичиген',
        country: 'USA',
        timezone: 'America/Detroit',
      })
      .select('id')
      .single();
    expect(state.error).toBeNull();
    const city = await admin
      .from('cities')
      .insert({
        slug: 'detroit',
        name: 'Detroit',
        name_sr_latn: 'Detroit',
        name_sr_cyrl: 'Детроит',
        province_state_id: state.data!.id,
      })
      .select('slug')
      .single();
    expect(city.error).toBeNull();
    const read = await actors.anon.client
      .from('cities')
      .select('name_sr_cyrl')
      .eq('slug', 'detroit');
    expect(read.data).toEqual([{ name_sr_cyrl: 'Детроит' }]);
  });

  it('bounds what an admin writes', async () => {
    const admin = actors.admin.client;
    const toronto = await buildCity(server.db, 'toronto');
    const long = await admin
      .from('cities')
      .update({ name: 'x'.repeat(201) })
      .eq('id', toronto.id);
    expect(long.error?.code).toBe('23514');
    const slug = await admin.from('cities').update({ slug: 'Not A Slug' }).eq('id', toronto.id);
    expect(slug.error?.code).toBe('23514');
    const taken = await admin.from('cities').update({ slug: 'ottawa' }).eq('id', toronto.id);
    expect(taken.error?.code).toBe('23505');
    const zone = await admin
      .from('provinces_states')
      .insert({ code: 'ZZ', name: 'Z', name_sr_cyrl: 'З', country: 'Mars', timezone: 'Mars/Base' });
    expect(zone.error?.code).toBe('23514');
    expect((await storedRow(server.db, 'cities', toronto.id))?.slug).toBe('toronto');
  });
});

describe('renaming a city', () => {
  it('keeps the old slug as a redirect and moves its content', async () => {
    const city = await buildCity(server.db, 'old-name', { name: 'Old Name' });
    const event = await buildEvent(server.db, { city_tag: 'old-name' });
    const article = await buildNews(server.db, { city_tag: 'old-name' });
    const admin = actors.admin.client;
    const renamed = await admin
      .from('cities')
      .update({ slug: 'new-name', name: 'New Name', name_sr_cyrl: 'Нови', name_sr_latn: 'Novi' })
      .eq('id', city.id)
      .select('slug');
    expect(renamed.error).toBeNull();
    expect((await storedRow(server.db, 'events', event.id))?.city_tag).toBe('new-name');
    expect((await storedRow(server.db, 'news', article.id))?.city_tag).toBe('new-name');
    const address = await actors.anon.client.rpc('city_address', { address: 'old-name' });
    expect(address.data).toEqual([{ slug: 'new-name', retired: false, moved: true }]);
    // A form opened before the rename still lands in the renamed city.
    const late = await buildOrganization(server.db, { city_tag: 'toronto' });
    await server.db.query(`update public.organizations set city_tag = 'Old-Name ' where id = $1`, [
      late.id,
    ]);
    expect((await storedRow(server.db, 'organizations', late.id))?.city_tag).toBe('new-name');
    // Renamed again: both old slugs open the city's page.
    await admin.from('cities').update({ slug: 'newest-name' }).eq('id', city.id);
    for (const old of ['old-name', 'new-name']) {
      const again = await actors.anon.client.rpc('city_address', { address: old });
      expect(again.data, old).toEqual([{ slug: 'newest-name', retired: false, moved: true }]);
    }
  });

  it('gives an old slug back to a city that takes it again', async () => {
    const city = await buildCity(server.db, 'back-and-forth');
    const admin = actors.admin.client;
    await admin.from('cities').update({ slug: 'forth' }).eq('id', city.id);
    await admin.from('cities').update({ slug: 'back-and-forth' }).eq('id', city.id);
    const address = await actors.anon.client.rpc('city_address', { address: 'back-and-forth' });
    expect(address.data).toEqual([{ slug: 'back-and-forth', retired: false, moved: false }]);
    const forth = await actors.anon.client.rpc('city_address', { address: 'forth' });
    expect(forth.data).toEqual([{ slug: 'back-and-forth', retired: false, moved: true }]);
  });
});

describe('merging cities', () => {
  it('moves everything to the kept city and redirects the merged one', async () => {
    const merged = await buildCity(server.db, 'merged-town');
    const kept = await buildCity(server.db, 'kept-town');
    const event = await buildEvent(server.db, {
      city_tag: 'merged-town',
      event_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    });
    await server.db.query('insert into public.event_rsvps (event_id, user_id) values ($1, $2)', [
      event.id,
      actors.owner.userId,
    ]);
    const organization = await buildOrganization(server.db, { city_tag: 'merged-town' });
    const memorial = await buildMemorial(server.db, { city: 'merged-town' });
    await server.db.query(
      `insert into public.newsletter_subscribers (email, language, city_slugs, status, source, unsubscribe_token)
       values ('merge@example.com', 'en', '{merged-town,kept-town}', 'pending', 'footer', $1)`,
      ['merge-token'.repeat(4)],
    );
    const answer = await actors.admin.client.rpc('merge_city', {
      merged_city: merged.id,
      kept_city: kept.id,
    });
    expect(answer.error).toBeNull();
    expect(answer.data).toBe('kept-town');
    expect(await storedRow(server.db, 'cities', merged.id)).toBeUndefined();
    expect((await storedRow(server.db, 'events', event.id))?.city_tag).toBe('kept-town');
    expect((await storedRow(server.db, 'organizations', organization.id))?.city_tag).toBe(
      'kept-town',
    );
    expect((await storedRow(server.db, 'memorials', memorial.id))?.city_id).toBe(kept.id);
    const { rows } = await server.db.query<{ city_slugs: string[] }>(
      `select city_slugs from public.newsletter_subscribers where email = 'merge@example.com'`,
    );
    expect(rows[0]?.city_slugs).toEqual(['kept-town']);
    const address = await actors.anon.client.rpc('city_address', { address: 'merged-town' });
    expect(address.data).toEqual([{ slug: 'kept-town', retired: false, moved: true }]);
    // The event did not move: those going are not told it changed.
    const mail = await server.db.query(
      `select 1 from public.mail_outbox where template = 'event_changed' and data ->> 'id' = $1`,
      [event.id],
    );
    expect(mail.rows).toEqual([]);
    // …while a real change of place still tells them.
    await server.db.query(`update public.events set venue_name = 'Another hall' where id = $1`, [
      event.id,
    ]);
    const changed = await server.db.query(
      `select 1 from public.mail_outbox where template = 'event_changed' and data ->> 'id' = $1`,
      [event.id],
    );
    expect(changed.rows).toHaveLength(1);
  });

  it('refuses a city merged into itself or into a retired city, with a code to translate', async () => {
    const city = await buildCity(server.db, 'lonely-town');
    const retired = await buildCity(server.db, 'gone-town', { retired_at: new Date() });
    const admin = actors.admin.client;
    const same = await admin.rpc('merge_city', { merged_city: city.id, kept_city: city.id });
    expect(same.error?.details).toBe('city_merge_same');
    const intoRetired = await admin.rpc('merge_city', {
      merged_city: city.id,
      kept_city: retired.id,
    });
    expect(intoRetired.error?.details).toBe('city_merge_into_retired');
    expect(await storedRow(server.db, 'cities', city.id)).toBeDefined();
  });
});

describe('retiring a city', () => {
  it('keeps its address answering, as retired', async () => {
    const city = await buildCity(server.db, 'fading-town');
    const admin = actors.admin.client;
    const retire = await admin
      .from('cities')
      .update({ retired_at: new Date().toISOString() })
      .eq('id', city.id);
    expect(retire.error).toBeNull();
    const address = await actors.anon.client.rpc('city_address', { address: 'fading-town' });
    expect(address.data).toEqual([{ slug: 'fading-town', retired: true, moved: false }]);
    const unknown = await actors.anon.client.rpc('city_address', { address: 'no-such-town' });
    expect(unknown.data).toEqual([]);
  });
});

describe('provinces and states (0920)', () => {
  it('lets only an admin rename one in three scripts', async () => {
    const state = await buildProvinceState(server.db, 'WI');
    for (const name of notAdmins) {
      await actors[name].client
        .from('provinces_states')
        .update({ name_sr_latn: 'Preimenovano' })
        .eq('id', state.id);
    }
    expect((await storedRow(server.db, 'provinces_states', state.id))?.name_sr_latn).toBeNull();
    const renamed = await actors.admin.client
      .from('provinces_states')
      .update({
        name: 'Wisconsin State',
        name_sr_cyrl: 'Држава Висконсин',
        name_sr_latn: 'Država Viskonsin',
      })
      .eq('id', state.id)
      .select('name, name_sr_cyrl, name_sr_latn')
      .single();
    expect(renamed.error).toBeNull();
    expect(renamed.data).toEqual({
      name: 'Wisconsin State',
      name_sr_cyrl: 'Држава Висконсин',
      name_sr_latn: 'Država Viskonsin',
    });
  });

  it('retires one only without live cities, and keeps cities out of a retired one', async () => {
    const admin = actors.admin.client;
    const state = await admin
      .from('provinces_states')
      .insert({
        code: 'NV',
        name: 'Nevada',
        name_sr_cyrl: 'Невада',
        country: 'USA',
        timezone: 'America/Los_Angeles',
      })
      .select('id')
      .single();
    expect(state.error).toBeNull();
    const stateId = state.data!.id as string;
    const city = await buildCity(server.db, 'reno', { province_code: 'NV' });
    const now = new Date().toISOString();
    const busy = await admin.from('provinces_states').update({ retired_at: now }).eq('id', stateId);
    expect(busy.error).toMatchObject({
      code: '23514',
      details: 'province_has_live_cities',
      hint: '1',
    });
    // Its city retired first, the state may go.
    expect(
      (await admin.from('cities').update({ retired_at: now }).eq('id', city.id)).error,
    ).toBeNull();
    const retired = await admin
      .from('provinces_states')
      .update({ retired_at: now })
      .eq('id', stateId);
    expect(retired.error).toBeNull();
    // No city is restored in, added to or moved into a retired state.
    const restore = await admin.from('cities').update({ retired_at: null }).eq('id', city.id);
    expect(restore.error).toMatchObject({ code: '23514', details: 'province_retired' });
    const added = await admin.from('cities').insert({
      slug: 'las-vegas',
      name: 'Las Vegas',
      name_sr_cyrl: 'Лас Вегас',
      province_state_id: stateId,
    });
    expect(added.error?.details).toBe('province_retired');
    const toronto = await buildCity(server.db, 'toronto');
    const moved = await admin
      .from('cities')
      .update({ province_state_id: stateId })
      .eq('id', toronto.id);
    expect(moved.error?.details).toBe('province_retired');
    // Restored, the state takes its city back.
    expect(
      (await admin.from('provinces_states').update({ retired_at: null }).eq('id', stateId)).error,
    ).toBeNull();
    expect(
      (await admin.from('cities').update({ retired_at: null }).eq('id', city.id)).error,
    ).toBeNull();
    // Nobody but an admin retires one.
    for (const name of notAdmins) {
      await actors[name].client
        .from('provinces_states')
        .update({ retired_at: now })
        .eq('id', stateId);
    }
    expect((await storedRow(server.db, 'provinces_states', stateId))?.retired_at).toBeNull();
  });
});

describe("a city's intro and hero image (0920)", () => {
  it('lets an admin write the intro in three scripts and a kept hero image, never an address', async () => {
    const city = await buildCity(server.db, 'hamilton');
    const admin = actors.admin.client;
    const saved = await admin
      .from('cities')
      .update({
        intro_text_en: 'Steel city.',
        intro_text_sr_cyrl: 'Град челика.',
        intro_text_sr_latn: 'Grad čelika.',
        hero_image_url: `/media/${'a'.repeat(32)}/1600x900`,
      })
      .eq('id', city.id);
    expect(saved.error).toBeNull();
    const read = await actors.anon.client
      .from('cities')
      .select('intro_text_sr_latn, hero_image_url')
      .eq('id', city.id)
      .single();
    expect(read.data).toEqual({
      intro_text_sr_latn: 'Grad čelika.',
      hero_image_url: `/media/${'a'.repeat(32)}/1600x900`,
    });
    for (const address of ['https://example.com/a.jpg', '//example.com/a.jpg', 'javascript:x']) {
      const linked = await admin
        .from('cities')
        .update({ hero_image_url: address })
        .eq('id', city.id);
      expect(linked.error?.code, address).toBe('23514');
    }
    const long = await admin
      .from('cities')
      .update({ intro_text_sr_latn: 'x'.repeat(4001) })
      .eq('id', city.id);
    expect(long.error?.code).toBe('23514');
    for (const name of notAdmins) {
      await actors[name].client
        .from('cities')
        .update({ intro_text_en: 'Hacked' })
        .eq('id', city.id);
    }
    expect((await storedRow(server.db, 'cities', city.id))?.intro_text_en).toBe('Steel city.');
  });
});
