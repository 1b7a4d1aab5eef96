import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type HTMLElement, parse } from 'node-html-parser';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language, languageDetails, languages } from '../../domain/language.ts';
import { siteText } from '../../domain/seo/site-text.ts';
import { type Actor, signedInActor } from '../db/test-actors.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { insertSiteContent } from './test/site-content.ts';

/**
 * Server rendering (docs/decisions/014), as a client without JavaScript gets
 * it: each public page's content inside #root and the data block the browser
 * hydrates from, in each language; the page cache per address and language,
 * cleared by a write. The app's server entry is built for this file
 * (`vite build --ssr` into a temporary folder beside a test index.html).
 */

let server: TestServer;
let buildDir: string;
let editor: Actor;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-ssr-test-'));
  await mkdir(path.join(buildDir, 'web'));
  await copyFile('server/test/fixtures/web/index.html', path.join(buildDir, 'web/index.html'));
  await build({
    configFile: path.resolve('web/vite.config.ts'),
    logLevel: 'error',
    build: { ssr: 'src/entry-server.tsx', outDir: path.join(buildDir, 'ssr'), emptyOutDir: true },
  });
  server = await startTestServer({ WEB_DIR: path.join(buildDir, 'web') });
  await insertSiteContent(server);
  editor = await signedInActor(server, 'editor', ['editor']);
}, 240_000);
afterAll(async () => {
  await server?.close();
  await rm(buildDir, { recursive: true, force: true });
});

const tag = (language: Language) => languageDetails[language].htmlLang;

async function page(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${address}`, { headers });
  const html = await response.text();
  const document = parse(html);
  const root = document.querySelector('#root');
  const stateText = document.querySelector('script#server-state')?.textContent;
  return {
    status: response.status,
    html,
    lang: document.querySelector('html')?.getAttribute('lang'),
    /** The text a reader without JavaScript sees in the body. */
    text: root?.text ?? '',
    heading: root?.querySelector('main h1')?.text.trim(),
    root,
    state: stateText
      ? (JSON.parse(stateText) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] })
      : undefined,
  };
}

const inLanguage = (address: string, language: Language) =>
  `${address}${address.includes('?') ? '&' : '?'}lang=${tag(language)}`;

/** The list and static pages: their heading is the page title crawlers get (site-text.ts). */
const titledPages = [
  ['/news', 'news'],
  ['/events', 'events'],
  ['/organizations', 'organizations'],
  ['/business-directory', 'businessDirectory'],
  ['/creators', 'creators'],
  ['/culture', 'culture'],
  ['/multimedia', 'multimedia'],
  ['/contact', 'contact'],
  ['/about', 'about'],
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/search?q=Folklore', 'search'],
] as const;

/** The pages whose content is rows: a text of the row in each language. */
const rowPages: [string, Record<Language, string>][] = [
  ['/', { en: 'Folklore Evening', sr_cyrillic: 'Folklore Evening', sr_latin: 'Folklore Evening' }],
  [
    '/blog/community-day',
    { en: 'Long text about the day.', sr_cyrillic: 'Дан заједнице', sr_latin: 'Dan zajednice' },
  ],
  [
    '/news/community-day',
    { en: 'Long text about the day.', sr_cyrillic: 'Дан заједнице', sr_latin: 'Dan zajednice' },
  ],
  [
    '/event/folklore-evening',
    {
      en: 'St. Sava Parish Hall',
      sr_cyrillic: 'Парохијски дом Светог Саве',
      sr_latin: 'Parohijski dom Svetog Save',
    },
  ],
  [
    '/org/st-sava',
    { en: 'St. Sava Church', sr_cyrillic: 'Црква Светог Саве', sr_latin: 'Crkva Svetog Save' },
  ],
  [
    '/creator/ana-creator',
    {
      en: 'Folk singer and YouTuber from Toronto.',
      sr_cyrillic: 'Ana Petrović',
      sr_latin: 'Ana Petrović',
    },
  ],
  [
    '/inmemoriam',
    { en: 'Branislav Đorđević', sr_cyrillic: 'Бранислав Ђорђевић', sr_latin: 'Branislav Đorđević' },
  ],
  [
    '/inmemoriam/branislav-djordjevic',
    { en: 'Branislav Đorđević', sr_cyrillic: 'Бранислав Ђорђевић', sr_latin: 'Branislav Đorđević' },
  ],
  ['/city/toronto', { en: 'Folklore Evening', sr_cyrillic: 'Торонто', sr_latin: 'Toronto' }],
];

describe('every public page, without JavaScript, in each language', () => {
  for (const language of languages) {
    it(`titled pages in ${language}`, async () => {
      for (const [address, key] of titledPages) {
        const result = await page(inLanguage(address, language));
        expect(result.status, address).toBe(200);
        expect(result.lang, address).toBe(tag(language));
        expect(result.heading, address).toBe(siteText(language)[key].title);
        expect(result.state, address).toMatchObject({ queries: expect.any(Array) });
      }
    });

    it(`pages of rows in ${language}`, async () => {
      for (const [address, texts] of rowPages) {
        const result = await page(inLanguage(address, language));
        expect(result.status, address).toBe(200);
        expect(result.text, address).toContain(texts[language]);
        // The rows came through the page's own queries and travel with the page.
        expect(result.state?.queries.length, address).toBeGreaterThan(0);
      }
    });
  }

  it('a list holds its rows as links, and the data block holds the rows it shows', async () => {
    const result = await page('/events');
    const links = result.root?.querySelectorAll('a[href="/event/folklore-evening"]') ?? [];
    expect(links.map((link) => link.getAttribute('aria-label')).join(' ')).toContain(
      'View details: Folklore Evening',
    );
    expect(JSON.stringify(result.state)).toContain('folklore-evening');
  });

  it('search with a query renders its results; the page reads as anon (no draft, no private)', async () => {
    const found = await page('/search?q=Folklore');
    expect(found.text).toContain('Folklore Evening');
    const secret = await page('/search?q=Secret');
    expect(secret.text).not.toContain('Secret draft');
    expect(JSON.stringify(secret.state)).not.toContain('Secret draft');
    const memorials = await page('/inmemoriam');
    expect(memorials.text).not.toContain('Private Person');
  });

  it('an unknown slug is a 404, with the not-found title for a reader without JavaScript', async () => {
    const result = await page('/event/no-such-event');
    expect(result.status).toBe(404);
    expect(result.html).toContain(
      `<noscript><h1>${siteText('en').notFound.title} · Zajednica</h1>`,
    );
    expect(result.text).not.toContain('Folklore Evening');
  });

  it('screens behind sign-in and token links stay rendered in the browser', async () => {
    for (const address of ['/dashboard', '/events/submit', '/login', '/admin']) {
      const result = await page(address);
      expect(result.state, address).toBeUndefined();
      expect(result.root?.childNodes.length, address).toBe(0);
    }
  });

  it('the data block cannot be closed by the data inside it', async () => {
    const result = await page('/blog/community-day');
    const block = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(
      result.html,
    )?.[1];
    // The article's title is '… </script><script>alert(1)</script> …'.
    expect(block).toContain('\\u003c/script\\u003e');
    expect(block).not.toContain('</script');
    expect(result.html).not.toContain('<script>alert(1)</script>');
  });

  it('a rendered page carries no noscript copy of its title (the body has it)', async () => {
    const rendered = await page('/about');
    expect(rendered.html).not.toContain('<noscript><h1>');
    const browserOnly = await page('/login');
    expect(browserOnly.html).toContain('<noscript><h1>');
  });
});

describe('text shown in another language than the page carries its own lang (issue 37)', () => {
  /**
   * The language `text` is marked in, wherever the rendered body shows it:
   * the `lang` of the nearest element around it that has one inside <main>,
   * null for none (the page's own language); one answer for every place.
   */
  async function langOf(address: string, text: string) {
    const { root } = await page(address);
    const main = root?.querySelector('main');
    const holders = (main?.querySelectorAll('*') ?? []).filter(
      (node) =>
        node.text.trim() === text && !node.children.some((child) => child.text.trim() === text),
    );
    expect(holders.length, `${address}: ${text}`).toBeGreaterThan(0);
    const marked = holders.map((holder) => {
      for (let node: HTMLElement | null = holder; node && node !== main; node = node.parentNode)
        if (node.getAttribute('lang')) return node.getAttribute('lang')!;
      return null;
    });
    expect(new Set(marked).size, `${address}: ${text}`).toBe(1);
    return marked[0];
  }

  it('an English fallback on a Cyrillic detail page is lang="en", the Serbian text untagged', async () => {
    const cyrillic = (address: string) => inLanguage(address, 'sr_cyrillic');
    // The event has no Serbian title or description; its venue has a Serbian name.
    expect(await langOf(cyrillic('/event/folklore-evening'), 'Folklore Evening')).toBe('en');
    expect(
      await langOf(
        cyrillic('/event/folklore-evening'),
        'Dances from every region; bring friends, family.',
      ),
    ).toBe('en');
    expect(await langOf(cyrillic('/event/folklore-evening'), 'Парохијски дом Светог Саве')).toBe(
      null,
    );
    // The article has a Serbian title only.
    expect(await langOf(cyrillic('/news/community-day'), 'Дан заједнице')).toBe(null);
    expect(await langOf(cyrillic('/news/community-day'), 'Twelve cities celebrate together.')).toBe(
      'en',
    );
    expect(await langOf(cyrillic('/news/community-day'), 'Long text about the day.')).toBe('en');
    expect(await langOf(cyrillic('/org/st-sava'), 'Црква Светог Саве')).toBe(null);
    expect(await langOf(cyrillic('/org/st-sava'), 'Parish of the Serbian Orthodox Church.')).toBe(
      'en',
    );
    expect(
      await langOf(cyrillic('/creator/ana-creator'), 'Folk singer and YouTuber from Toronto.'),
    ).toBe('en');
    expect(
      await langOf(
        inLanguage('/inmemoriam/branislav-djordjevic', 'sr_latin'),
        'He built bridges and sang in the choir.',
      ),
    ).toBe('en');
    // On an English page the same texts are the page's own.
    expect(await langOf(inLanguage('/event/folklore-evening', 'en'), 'Folklore Evening')).toBe(
      null,
    );
  });

  it('a condolence carries the language it was written in', async () => {
    const service = server.serviceClient();
    const { data: memorial } = await service
      .from('memorials')
      .select('id')
      .eq('slug', 'branislav-djordjevic')
      .single();
    const { error } = await service.from('memorial_condolences').insert([
      {
        memorial_id: memorial!.id,
        author_name: 'Ann',
        message: 'Deepest sympathy.',
        language: 'en',
        status: 'approved',
      },
      {
        memorial_id: memorial!.id,
        author_name: 'Зоран',
        message: 'Вечнаја памјат.',
        language: 'sr_cyrillic',
        status: 'approved',
      },
      {
        memorial_id: memorial!.id,
        author_name: 'Old',
        message: 'Written long ago.',
        status: 'approved',
      },
    ]);
    expect(error).toBeNull();
    const cyrillic = inLanguage('/inmemoriam/branislav-djordjevic', 'sr_cyrillic');
    expect(await langOf(cyrillic, 'Deepest sympathy.')).toBe('en');
    expect(await langOf(cyrillic, 'Вечнаја памјат.')).toBe(null);
    // Of unknown language (before 0902): read as the page's.
    expect(await langOf(cyrillic, 'Written long ago.')).toBe(null);
    const english = inLanguage('/inmemoriam/branislav-djordjevic', 'en');
    expect(await langOf(english, 'Вечнаја памјат.')).toBe('sr-Cyrl');
  });

  it('a Serbian fallback on an English page is tagged Serbian Latin', async () => {
    const { error } = await server.serviceClient().from('businesses').insert({
      slug: 'kafana-dva-jelena',
      name_en: 'Two Deer Tavern',
      name_sr_cyrl: 'Кафана Два јелена',
      description_sr_cyrl: 'Српска кухиња и жива музика.',
      category: 'restaurant',
      city_tag: 'toronto',
      status: 'published',
    });
    expect(error).toBeNull();
    const english = inLanguage('/business-directory', 'en');
    expect(await langOf(english, 'Two Deer Tavern')).toBe(null);
    expect(await langOf(english, 'Srpska kuhinja i živa muzika.')).toBe('sr-Latn');
    const cyrillic = inLanguage('/business-directory', 'sr_cyrillic');
    expect(await langOf(cyrillic, 'Српска кухиња и жива музика.')).toBe(null);
  });
});

describe('the page cache', () => {
  it('a published edit shows on the next visit', async () => {
    const before = await page('/events');
    expect(before.text).toContain('Folklore Evening');
    // Cached now; the editor renames the event through /rest/v1.
    const { error } = await editor.client
      .from('events')
      .update({ title_en: 'Folklore Evening Renamed' })
      .eq('slug', 'folklore-evening');
    expect(error).toBeNull();
    const after = await page('/events');
    expect(after.text).toContain('Folklore Evening Renamed');
  });

  it('keeps each address and language apart', async () => {
    const english = await page('/search?q=Folklore');
    const cyrillic = await page('/search?q=Folklore', { 'accept-language': 'sr' });
    const other = await page('/search?q=Branislav');
    expect(english.lang).toBe('en');
    expect(cyrillic.lang).toBe('sr-Cyrl');
    expect(cyrillic.heading).toBe(siteText('sr_cyrillic').search.title);
    expect(other.text).toContain('Branislav Đorđević');
    expect(other.text).not.toContain('Folklore Evening');
    // Asked again, each gets its own page back.
    expect((await page('/search?q=Folklore')).html).toBe(english.html);
    expect((await page('/search?q=Folklore', { 'accept-language': 'sr' })).html).toBe(
      cyrillic.html,
    );
  });

  it('a signed-in reader gets the same HTML as anyone: nothing of theirs is rendered', async () => {
    const anonymous = await page('/org/st-sava');
    const signedIn = await page('/org/st-sava', {
      authorization: `Bearer ${editor.accessToken}`,
      cookie: `sb-access-token=${editor.accessToken}`,
    });
    expect(signedIn.html).toBe(anonymous.html);
    expect(signedIn.html).not.toContain(editor.email!);
    // The same when the signed-in reader's request is the one that renders it (a new address).
    const first = await page('/org/st-sava?from=signed-in', {
      authorization: `Bearer ${editor.accessToken}`,
    });
    expect(first.text).not.toContain(editor.email!);
    expect(first.text).toContain('Sign in');
  });
});
