import { cities, provincesStates } from '../../domain/cities.ts';
import { richText } from '../../domain/rich-text.ts';
import { insertRow, type SeedDatabase, type SeedRow } from './seed-database.ts';

/**
 * Deterministic factories shared by tests, e2e and the demo seed. Each
 * creates the parents it needs (a memorial's city, a city's province) and
 * returns the inserted row. Values are numbered, never random: the nth
 * organization of a process is always "Organization n". Rows are published
 * unless the overrides say otherwise; they are inserted as the database
 * owner, so the status and owner are whatever the caller asks for.
 */

type Overrides = Record<string, unknown>;

let sequence = 0;
const next = () => ++sequence;

export async function buildProvinceState(db: SeedDatabase, code: string): Promise<SeedRow> {
  const { rows } = await db.query<SeedRow>(
    'select * from public.provinces_states where code = $1',
    [code],
  );
  if (rows[0]) return rows[0];
  const province = provincesStates.find((candidate) => candidate.code === code);
  if (!province) throw new Error(`Unknown province or state code ${code}`);
  return insertRow(db, 'provinces_states', {
    code: province.code,
    name: province.name,
    name_sr_cyrl: province.nameSrCyrl,
    country: province.country,
    timezone: province.timezone,
  });
}

/**
 * The city with this slug, created with its province when missing: one of
 * domain/cities.ts by its names, any other slug as "City n" in Ontario
 * unless the overrides name it (`province_code` picks its province).
 */
export async function buildCity(
  db: SeedDatabase,
  slug: string,
  overrides: Overrides = {},
): Promise<SeedRow> {
  const { rows } = await db.query<SeedRow>('select * from public.cities where slug = $1', [slug]);
  if (rows[0]) return rows[0];
  const { province_code: provinceCode, ...columns } = overrides;
  const known = cities.find((candidate) => candidate.slug === slug);
  const n = next();
  const province = await buildProvinceState(
    db,
    String(provinceCode ?? known?.provinceCode ?? 'ON'),
  );
  return insertRow(db, 'cities', {
    slug,
    name: known?.name ?? `City ${n}`,
    name_sr_cyrl: known?.nameSrCyrl ?? `Град ${n}`,
    province_state_id: province.id,
    ...columns,
  });
}

export async function buildOrganization(db: SeedDatabase, overrides: Overrides = {}) {
  const n = next();
  const cityTag = String(overrides.city_tag ?? 'toronto');
  await buildCity(db, cityTag);
  return insertRow(db, 'organizations', {
    name_en: `Organization ${n}`,
    name_sr_cyrl: `Организација ${n}`,
    description_en: `Description of organization ${n}.`,
    description_sr_cyrl: `Опис организације ${n}.`,
    category: 'culture',
    status: 'published',
    ...overrides,
    city_tag: cityTag,
  });
}

export async function buildEvent(db: SeedDatabase, overrides: Overrides = {}) {
  const n = next();
  const cityTag = String(overrides.city_tag ?? 'toronto');
  await buildCity(db, cityTag);
  return insertRow(db, 'events', {
    title_en: `Event ${n}`,
    title_sr_cyrl: `Догађај ${n}`,
    description_en: `Description of event ${n}.`,
    description_sr_cyrl: `Опис догађаја ${n}.`,
    event_date: '2030-01-01',
    status: 'published',
    ...overrides,
    city_tag: cityTag,
  });
}

export async function buildNews(db: SeedDatabase, overrides: Overrides = {}) {
  const n = next();
  const cityTag = overrides.city_tag === undefined ? undefined : String(overrides.city_tag);
  if (cityTag) await buildCity(db, cityTag);
  return insertRow(db, 'news', {
    title_en: `Article ${n}`,
    title_sr_cyrl: `Чланак ${n}`,
    excerpt_en: `Excerpt of article ${n}.`,
    excerpt_sr_cyrl: `Сажетак чланка ${n}.`,
    content_en: `Content of article ${n}.`,
    content_sr_cyrl: `Садржај чланка ${n}.`,
    category: 'community',
    status: 'published',
    ...overrides,
  });
}

/** `city` is a city slug (default toronto); the row gets that city's id. */
export async function buildMemorial(db: SeedDatabase, overrides: Overrides = {}) {
  const n = next();
  const { city = 'toronto', ...rest } = overrides;
  const cityRow = await buildCity(db, String(city));
  return insertRow(db, 'memorials', {
    first_name: 'Person',
    last_name: `Number ${n}`,
    birth_date: '1940-01-01',
    death_date: '2020-01-01',
    obituary_en: richText(`In memory of person ${n}.`),
    obituary_sr_cyrl: richText(`У спомен на особу ${n}.`),
    status: 'published',
    ...rest,
    city_id: cityRow.id,
  });
}

export async function buildCreator(db: SeedDatabase, overrides: Overrides = {}) {
  const n = next();
  return insertRow(db, 'creators', {
    name_eng: `Creator ${n}`,
    name_lat: `Stvaralac ${n}`,
    name_cyr: `Стваралац ${n}`,
    email_public: `creator${n}@example.com`,
    short_bio_eng: `Short bio of creator ${n}.`,
    country: 'Canada',
    niche: ['Music'],
    status: 'published',
    ...overrides,
  });
}

export async function buildBusiness(db: SeedDatabase, overrides: Overrides = {}) {
  const n = next();
  return insertRow(db, 'businesses', {
    name_en: `Business ${n}`,
    name_sr_cyrl: `Предузеће ${n}`,
    description_en: `Description of business ${n}.`,
    category: 'services',
    city_tag: 'toronto',
    status: 'published',
    ...overrides,
  });
}

/** An account (auth.users; its profile comes from the accounts trigger) with optional roles. */
export async function buildUser(
  db: SeedDatabase,
  overrides: { email?: string; full_name?: string; roles?: ('editor' | 'admin')[] } = {},
): Promise<SeedRow & { email: string }> {
  const n = next();
  const email = overrides.email ?? `user${n}@example.com`;
  const { rows } = await db.query<SeedRow & { email: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
     values ($1, now(), $2) returning id, email`,
    [email, JSON.stringify({ full_name: overrides.full_name ?? `User ${n}` })],
  );
  const user = rows[0]!;
  for (const role of overrides.roles ?? []) {
    await db.query('insert into public.user_roles (user_id, role) values ($1, $2)', [
      user.id,
      role,
    ]);
  }
  return user;
}
