import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { columnMaxLength } from '../../domain/field-limits.ts';
import { signJwt } from '../../server/keys.ts';
import { withSession } from '../../e2e/demo-admin.ts';
import { withTwoFactors } from '../../e2e/two-factor.ts';
import { securityJwtSecret } from './playwright.security.config.ts';

/**
 * Stored XSS: every text field of every content type (and of the claim and
 * report functions) holds script payloads; link and image fields hold
 * attribute breakouts. Then the pages that show them are opened in Chromium
 * (lists, details, search, home, a city, the editor's review queue and
 * dashboard): no payload script runs, no dialog opens, no element or
 * attribute is made from a payload, and the payload is shown as text. The
 * server-rendered HTML of each detail page is checked for raw payloads too.
 */

const attack = [
  '<script>window.__xss="script"</script>',
  `<img src=x onerror="window.__xss='img';alert(1)">`,
  `"><svg onload="window.__xss='svg'">`,
  `javascript:window.__xss='js'`,
  '</script><script>window.__xss="json-ld"</script>',
  `<iframe srcdoc="<script>parent.__xss='iframe'</script>"></iframe>`,
  `'-alert(1)-'`,
].join(' ');
const text = (label: string) => `XSS ${label} ${attack}`;
/** For columns limited to 280 characters. */
const short = (label: string) =>
  `XSS ${label} <img src=x onerror="window.__xss='short'"> </script><script>alert(1)</script>`;
/** Accepted by the URL checks (http(s), no spaces), but an attribute breakout if pasted raw. */
const breakoutUrl = (label: string) =>
  `https://x.example/${label}"><svg/onload=window.__xss='${label}'>`;
const richText = (label: string) => ({
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
const javascriptUrls = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
];

const serviceKey = () =>
  signJwt(
    { role: 'service_role', iss: 'security-suite', exp: Math.floor(Date.now() / 1000) + 3600 },
    securityJwtSecret,
  );

async function service(
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

async function insert(request: APIRequestContext, table: string, row: Record<string, unknown>) {
  const answer = await service(request, 'POST', table, withinLimits(table, row));
  expect(answer.status, `${table}: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body[0]!;
}

const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

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

interface Ids {
  city: string;
  editor: string;
  creator: string;
  session: string;
}
let ids: Ids;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
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
  ids = { city, editor, creator: String(creator.id), session };
});

test('no link or image column accepts a javascript:, data: or protocol-relative URL', async ({
  request,
}) => {
  const columns: [string, string, Record<string, unknown>][] = [
    [
      'organizations',
      'website',
      { name_en: 'x', category: 'culture', city_tag: 'toronto', status: 'draft' },
    ],
    [
      'organizations',
      'image_url',
      { name_en: 'x', category: 'culture', city_tag: 'toronto', status: 'draft' },
    ],
    [
      'events',
      'tickets_url',
      { title_en: 'x', event_date: soon, city_tag: 'toronto', status: 'draft' },
    ],
    [
      'events',
      'image_url',
      { title_en: 'x', event_date: soon, city_tag: 'toronto', status: 'draft' },
    ],
    [
      'news',
      'image_url',
      { title_en: 'x', content_en: 'x', category: 'community', status: 'draft' },
    ],
    ['creators', 'website_url', { name_eng: 'x', status: 'draft' }],
    ['creators', 'youtube_channel_url', { name_eng: 'x', status: 'draft' }],
    ['creators', 'avatar_image', { name_eng: 'x', status: 'draft' }],
    ['businesses', 'website', { name_en: 'x', category: 'services' }],
    ['memorials', 'profile_image_url', { full_name: 'x', city_id: ids.city, status: 'draft' }],
    ['memorials', 'gallery_image_urls', { full_name: 'x', city_id: ids.city, status: 'draft' }],
  ];
  for (const [table, column, base] of columns) {
    for (const url of javascriptUrls) {
      const value = column === 'gallery_image_urls' ? [url] : url;
      const answer = await service(request, 'POST', table, { ...base, [column]: value });
      expect(answer.status, `${table}.${column} = ${JSON.stringify(url)}`).toBe(400);
    }
  }
});

/** The little of the DOM the in-page probes use (this project compiles without the DOM library). */
interface PageElement {
  tagName: string;
  attributes: Iterable<{ name: string; value: string }>;
  textContent: string | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}
interface PageViolation {
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  columnNumber: number;
  violatedDirective: string;
  sample: string;
}
interface PageGlobals {
  __xss?: unknown;
  __cspViolations?: string[];
  document: {
    addEventListener(type: string, listener: (event: PageViolation) => void): void;
    querySelectorAll(selector: string): Iterable<PageElement>;
  };
}

interface Visit {
  path: string;
  /** A label that must be on the page as text (proves the payload was rendered, as text). */
  shows?: string;
}

const publicPages: Visit[] = [
  { path: '/' },
  { path: '/organizations', shows: 'XSS org-name' },
  { path: '/org/xss-org', shows: 'XSS org-description' },
  { path: '/events', shows: 'XSS event-title' },
  { path: '/event/xss-event', shows: 'XSS event-description' },
  { path: '/news', shows: 'XSS news-title' },
  { path: '/news/xss-news', shows: 'XSS news-content' },
  { path: '/inmemoriam', shows: 'XSS memorial-name' },
  { path: '/inmemoriam/xss-memorial', shows: 'XSS memorial-obituary' },
  { path: '/creators', shows: 'XSS creator-name' },
  { path: '/creator/xss-creator', shows: 'XSS creator-long-bio' },
  { path: '/business-directory', shows: 'XSS business-name' },
  { path: '/city/toronto' },
  { path: '/search?q=XSS', shows: 'XSS org-name' },
];

/** Records what would show an attack: dialogs, CSP violations, the payload flag. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const win = globalThis as unknown as PageGlobals;
    const violations: string[] = [];
    Object.defineProperty(win, '__cspViolations', { value: violations });
    win.document.addEventListener('securitypolicyviolation', (event) => {
      // zod probes once whether `new Function` is allowed (and falls back when it is not).
      const zodProbe = event.blockedURI === 'eval' && event.sourceFile.includes('/assets/');
      if (zodProbe) return;
      violations.push(
        `${event.violatedDirective} blocked=${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
  return dialogs;
}

/** Everything on the page that a payload could have made. */
function findInjected(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const win = globalThis as unknown as PageGlobals;
    if (win.__xss !== undefined) found.push(`window.__xss = ${String(win.__xss)}`);
    for (const violation of win.__cspViolations ?? []) found.push(`CSP violation: ${violation}`);
    for (const element of win.document.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'poster'].includes(name)) {
          if (/^\s*(javascript|vbscript):/i.test(attribute.value))
            found.push(`<${tag} ${name}=${attribute.value}>`);
          if (name === 'href' && /^\s*data:/i.test(attribute.value))
            found.push(`<${tag} href=data:>`);
        }
      }
      if (tag === 'script') {
        const type = element.getAttribute('type') ?? '';
        if (
          !element.hasAttribute('src') &&
          !['application/json', 'application/ld+json'].includes(type)
        )
          found.push(`inline <script>${element.textContent?.slice(0, 60)}`);
      }
      if (
        tag === 'iframe' &&
        !(element.getAttribute('src') ?? '').startsWith('https://www.youtube-nocookie.com/')
      )
        found.push(`<iframe src=${element.getAttribute('src')}>`);
      if (tag === 'img' && element.getAttribute('src') === 'x') found.push('<img src=x>');
    }
    return found;
  });
}

async function visitAndCheck(page: Page, visit: Visit, dialogs: string[]) {
  await page.goto(visit.path);
  await page.waitForLoadState('networkidle');
  if (visit.shows)
    await expect(page.locator('body')).toContainText(visit.shows, { timeout: 15_000 });
  // Mouse over everything once: an injected onmouseover would fire now.
  await page.mouse.move(10, 10);
  await page.mouse.move(600, 400, { steps: 5 });
  expect(await findInjected(page), visit.path).toEqual([]);
  expect(dialogs, visit.path).toEqual([]);
}

test('public pages show every payload as text and run none of it', async ({ page }) => {
  test.slow();
  const dialogs = await watch(page);
  for (const visit of publicPages) await visitAndCheck(page, visit, dialogs);
  // The raw payload is there as text (not dropped, not turned into markup).
  await page.goto('/org/xss-org');
  await expect(
    page.getByText('<script>window.__xss="script"</script>', { exact: false }).first(),
  ).toBeVisible();
});

test('the server-rendered HTML of each page carries no raw payload', async ({ request }) => {
  const rawPayloads = [
    /<script>window\.__xss/i,
    /<img src=x onerror/i,
    /<svg onload/i,
    /<svg\/onload/i,
    /<iframe srcdoc/i,
    /<b onmouseover/i,
  ];
  for (const { path } of publicPages) {
    const response = await request.get(path);
    const html = await response.text();
    for (const pattern of rawPayloads) expect(html, `${path} ${pattern}`).not.toMatch(pattern);
    const opened = html.match(/<script\b/gi)?.length ?? 0;
    const closed = html.match(/<\/script>/gi)?.length ?? 0;
    expect(closed, `${path}: every <script> closes exactly once`).toBe(opened);
    // Detail pages get their head (title, Open Graph, JSON-LD) from the database row on the server.
    const detail = /^\/(org|event|news|inmemoriam|creator)\/xss-/.test(path);
    if (detail) {
      expect(html, `${path} has the row in its head`).toContain('XSS ');
      expect(html, `${path} has JSON-LD`).toContain('application/ld+json');
    }
    for (const block of html.matchAll(
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
    ))
      expect(() => JSON.parse(block[1]!), `${path} JSON-LD`).not.toThrow();
  }
});

test('the review queue and dashboard show submissions, claims and reports as text', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const dialogs = await watch(page);
  await withSession(page, baseURL!, ids.session);
  await visitAndCheck(page, { path: '/admin', shows: 'XSS org-name-pending' }, dialogs);
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(7);
  const expected = [
    'XSS org-name-pending',
    'XSS event-title-pending',
    'XSS news-title-pending',
    'XSS memorial-name-pending',
    'XSS creator-name-pending',
    'XSS claim-proof',
    'XSS report-reason',
    'XSS condolence-message',
    'XSS contact-message',
  ];
  let seen = '';
  for (let index = 0; index < count; index += 1) {
    await tabs.nth(index).click();
    // Each tab holds one seeded submission, claim, report, condolence or message; the
    // profile changes tab (creator revisions, 0273) has none seeded and says so. The
    // list of kinds below checks that every seeded one was shown.
    await expect(page.getByRole('tabpanel')).toContainText(/XSS |Nothing is waiting for review/, {
      timeout: 15_000,
    });
    await page.mouse.move(600, 400, { steps: 5 });
    expect(await findInjected(page), `admin tab ${index}`).toEqual([]);
    seen += await page.locator('body').innerText();
  }
  // Every kind of submission was on screen (as text) in its tab.
  expect(expected.filter((label) => !seen.includes(label))).toEqual([]);
  for (const visit of [
    { path: '/dashboard', shows: 'XSS org-name-pending' },
    { path: '/admin/creators', shows: 'XSS creator-name' },
  ])
    await visitAndCheck(page, visit, dialogs);
  expect(dialogs).toEqual([]);
});
