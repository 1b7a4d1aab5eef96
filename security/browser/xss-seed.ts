import { type APIRequestContext, expect } from '@playwright/test';
import { columnMaxLength } from '../../domain/field-limits.ts';
import { signJwt } from '../../server/keys.ts';
import { withTwoFactors } from '../../e2e/two-factor.ts';
import { securityJwtSecret } from './playwright.security.config.ts';

/**
 * The stored-XSS walk's data (xss.spec.ts): the payloads, a service-role
 * REST client, and every content type seeded with them, published and
 * waiting for review, with a claim, a condolence, a contact message and a
 * report, so the public pages and the editor's queue have them to show.
 */

export const attack = [
  '<script>window.__xss="script"</script>',
  `<img src=x onerror="window.__xss='img';alert(1)">`,
  `"><svg onload="window.__xss='svg'">`,
  `javascript:window.__xss='js'`,
  '</script><script>window.__xss="json-ld"</script>',
  `<iframe srcdoc="<script>parent.__xss='iframe'</script>"></iframe>`,
  `'-alert(1)-'`,
].join(' ');
export const text = (label: string) => `XSS ${label} ${attack}`;
/** For columns limited to 280 characters. */
export const short = (label: string) =>
  `XSS ${label} <img src=x onerror="window.__xss='short'"> </script><script>alert(1)</script>`;
/** Accepted by the URL checks (http(s), no spaces), but an attribute breakout if pasted raw. */
export const breakoutUrl = (label: string) =>
  `https://x.example/${label}"><svg/onload=window.__xss='${label}'>`;
export const richText = (label: string) => ({
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: text(label) }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: '<b onmouseover=alert(1)>bold</b>', marks: [{ type: 'bold' }] },
      ],
    },
  ],
});
export const javascriptUrls = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
];

export const serviceKey = () =>
  signJwt(
    { role: 'service_role', iss: 'security-suite', exp: Math.floor(Date.now() / 1000) + 3600 },
    securityJwtSecret,
  );

export async function service(
  request: APIRequestContext,
  method: 'POST' | 'GET',
  path: string,
  data?: unknown,
) {
  const key = await serviceKey();
  const response = await request.fetch(`/rest/v1/${path}`, {
    method,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown>[] };
}

/**
 * Each text cut to its column's length limit (migration 0248): a name keeps
 * the payloads that fit in 200 characters, which are still the dangerous ones.
 */
function withinLimits(table: string, row: Record<string, unknown>) {
  const limits: Record<string, number> =
    (columnMaxLength as Record<string, Record<string, number>>)[table] ?? {};
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      typeof value === 'string' && limits[column] ? value.slice(0, limits[column]) : value,
    ]),
  );
}

export async function insert(
  request: APIRequestContext,
  table: string,
  row: Record<string, unknown>,
) {
  const answer = await service(request, 'POST', table, withinLimits(table, row));
  expect(answer.status, `${table}: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body[0]!;
}

export const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

function rows(status: string, suffix: string, ids: { city: string; editor: string; org?: string }) {
  const tag = (name: string) => `${name}${suffix}`;
  return {
    organizations: {
      slug: tag('xss-org'),
      name_en: text(tag('org-name')),
      name_sr_cyrl: text(tag('org-name-sr')),
      description_en: text(tag('org-description')),
      description_sr_cyrl: text(tag('org-description-sr')),
      address: text(tag('org-address')),
      phone: short(tag('org-phone')),
      email: 'org@example.com',
      website: breakoutUrl(tag('org-website')),
      logo_image_url: breakoutUrl(tag('org-logo')),
      image_url: breakoutUrl(tag('org-image')),
      category: 'culture',
      city_tag: 'toronto',
      status,
      author_id: ids.editor,
    },
    events: {
      slug: tag('xss-event'),
      title_en: text(tag('event-title')),
      title_sr_cyrl: text(tag('event-title-sr')),
      description_en: text(tag('event-description')),
      description_sr_cyrl: text(tag('event-description-sr')),
      location_text: text(tag('event-location')),
      venue_name: text(tag('event-venue')),
      venue_name_sr_cyrl: text(tag('event-venue-sr')),
      tickets_url: breakoutUrl(tag('event-tickets')),
      featured_image_url: breakoutUrl(tag('event-featured')),
      image_url: breakoutUrl(tag('event-image')),
      event_date: soon,
      city_tag: 'toronto',
      ...(ids.org ? { organization_id: ids.org } : {}),
      status,
      author_id: ids.editor,
    },
    news: {
      slug: tag('xss-news'),
      title_en: text(tag('news-title')),
      title_sr_cyrl: text(tag('news-title-sr')),
      excerpt_en: text(tag('news-excerpt')),
      excerpt_sr_cyrl: text(tag('news-excerpt-sr')),
      content_en: text(tag('news-content')),
      content_sr_cyrl: text(tag('news-content-sr')),
      image_url: breakoutUrl(tag('news-image')),
      category: 'community',
      city_tag: 'toronto',
      status,
      author_id: ids.editor,
    },
    memorials: {
      slug: tag('xss-memorial'),
      full_name: text(tag('memorial-name')),
      first_name: short(tag('memorial-first')),
      last_name: short(tag('memorial-last')),
      place_of_birth: text(tag('memorial-birthplace')),
      place_of_passing: text(tag('memorial-passing')),
      birth_date: '1940-01-01',
      death_date: '2020-01-01',
      obituary_en: richText(tag('memorial-obituary')),
      obituary_sr_cyrl: richText(tag('memorial-obituary-sr')),
      service_info: {
        date: short(tag('service-date')),
        time: short(tag('service-time')),
        church: text(tag('service-church')),
        church_sr_cyrl: text(tag('service-church-sr')),
        address: text(tag('service-address')),
      },
      profile_image_url: breakoutUrl(tag('memorial-photo')),
      gallery_image_urls: [breakoutUrl(tag('memorial-gallery'))],
      city_id: ids.city,
      status,
      submitter_id: ids.editor,
    },
    creators: {
      slug: tag('xss-creator'),
      name_eng: text(tag('creator-name')),
      name_lat: text(tag('creator-name-lat')),
      name_cyr: text(tag('creator-name-cyr')),
      short_bio_eng: short(tag('creator-bio')),
      short_bio_lat: short(tag('creator-bio-lat')),
      short_bio_cyr: short(tag('creator-bio-cyr')),
      long_bio_eng: richText(tag('creator-long-bio')),
      long_bio_lat: text(tag('creator-long-bio-lat')),
      long_bio_cyr: richText(tag('creator-long-bio-cyr')),
      city: text(tag('creator-city')),
      country: 'Canada',
      niche: ['Music'],
      youtube_channel_url: breakoutUrl(tag('creator-youtube')),
      primary_video_url: `https://www.youtube.com/watch?v="><svg/onload=window.__xss='video'>`,
      instagram_url: breakoutUrl(tag('creator-instagram')),
      tiktok_url: breakoutUrl(tag('creator-tiktok')),
      facebook_url: breakoutUrl(tag('creator-facebook')),
      website_url: breakoutUrl(tag('creator-website')),
      avatar_image: breakoutUrl(tag('creator-avatar')),
      banner_image: breakoutUrl(tag('creator-banner')),
      email_public: 'creator@example.com',
      contact_form_enabled: true,
      status,
    },
  };
}

export interface SeededIds {
  city: string;
  editor: string;
  creator: string;
  session: string;
}

/** Seeds everything as a signed-up editor with two factors; the ids the tests need. */
export async function seedXssContent(request: APIRequestContext): Promise<SeededIds> {
  const email = 'xss-editor@example.com';
  const password = 'Editor-Passphrase-42';
  const anon = (await service(request, 'GET', 'cities?slug=eq.toronto&select=id')).body;
  const city = String(anon[0]!.id);
  const signUp = await request.post('/auth/v1/signup', {
    headers: { apikey: await serviceKey() },
    data: { email, password },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: await serviceKey() },
    data: { email, password },
  });
  // Editors moderate with two factors (decision 018).
  const { session } = await withTwoFactors(request, await signIn.text());
  const editor = (JSON.parse(session) as { user: { id: string } }).user.id;
  await insert(request, 'user_roles', { user_id: editor, role: 'editor' });

  const published = rows('published', '', { city, editor });
  const org = await insert(request, 'organizations', published.organizations);
  await insert(request, 'events', { ...published.events, organization_id: org.id });
  await insert(request, 'news', published.news);
  const memorial = await insert(request, 'memorials', published.memorials);
  const creator = await insert(request, 'creators', published.creators);
  await insert(request, 'businesses', {
    // Businesses go through the review queue since 0440; this one is published.
    status: 'published',
    slug: 'xss-business',
    name_en: text('business-name'),
    name_sr_cyrl: text('business-name-sr'),
    description_en: text('business-description'),
    description_sr_cyrl: text('business-description-sr'),
    category: 'services',
    city_tag: 'toronto',
    address: text('business-address'),
    phone: short('business-phone'),
    email: 'business@example.com',
    website: breakoutUrl('business-website'),
    image_url: breakoutUrl('business-image'),
  });
  const pending = rows('pending_review', '-pending', { city, editor, org: String(org.id) });
  for (const [table, row] of Object.entries(pending)) await insert(request, table, row);
  await insert(request, 'creator_claims', {
    creator_id: creator.id,
    email: 'claimant@example.com',
    proof: text('claim-proof'),
    status: 'pending_admin_review',
  });
  // A condolence waiting for moderation, as a confirmed visitor's would.
  await insert(request, 'memorial_condolences', {
    memorial_id: memorial.id,
    author_name: short('condolence-name'),
    relation: short('condolence-relation'),
    message: text('condolence-message'),
    status: 'pending',
  });
  // A message through the contact page, waiting in the editors' Messages tab.
  await insert(request, 'contact_messages', {
    full_name: short('contact-name'),
    email: 'contact@example.com',
    subject: short('contact-subject'),
    message: text('contact-message'),
    language: 'en',
  });
  // A report through the public function, as the report dialog sends it.
  const report = await request.post('/functions/v1/report-creator-profile', {
    headers: { apikey: await serviceKey() },
    data: {
      creatorSlug: 'xss-creator',
      creatorName: short('report-name'),
      reason: text('report-reason'),
    },
  });
  expect(report.ok(), await report.text()).toBe(true);
  return { city, editor, creator: String(creator.id), session };
}
