import { describe, expect, it } from 'vitest';
import type { NewsRow } from '@/lib/content-rows.ts';
import { filterNews } from './filter-news.ts';

const article = (overrides: Partial<NewsRow>): NewsRow => ({
  id: overrides.slug ?? 'id',
  slug: 'slug',
  title_en: '',
  title_sr_cyrl: null,
  excerpt_en: null,
  excerpt_sr_cyrl: null,
  category: 'community',
  city_tag: null,
  image_url: null,
  created_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

const items = [
  article({
    slug: 'choir',
    category: 'culture',
    title_en: 'Choir wins in Vienna',
    title_sr_cyrl: 'Хор победио у Бечу',
    excerpt_en: 'The youth choir took first prize.',
    excerpt_sr_cyrl: 'Омладински хор освојио је прву награду.',
  }),
  article({
    slug: 'league',
    category: 'sports',
    title_en: 'Football league opens',
    title_sr_cyrl: 'Почела фудбалска лига',
    excerpt_en: 'Twelve clubs, one trophy.',
  }),
  article({ slug: 'english-only', category: 'culture', title_en: 'Đorđe Balašević tribute' }),
];

const slugs = (rows: NewsRow[]) => rows.map((row) => row.slug);

describe('filterNews', () => {
  it('keeps everything without filters', () => {
    expect(slugs(filterNews(items, { search: '', category: '' }, 'en'))).toEqual([
      'choir',
      'league',
      'english-only',
    ]);
  });

  it('filters by category', () => {
    expect(slugs(filterNews(items, { search: '', category: 'culture' }, 'en'))).toEqual([
      'choir',
      'english-only',
    ]);
  });

  it('searches the title and the excerpt in the reader language', () => {
    expect(slugs(filterNews(items, { search: 'first prize', category: '' }, 'en'))).toEqual([
      'choir',
    ]);
    expect(slugs(filterNews(items, { search: 'награду', category: '' }, 'sr_cyrillic'))).toEqual([
      'choir',
    ]);
    expect(
      slugs(filterNews(items, { search: 'first prize', category: '' }, 'sr_cyrillic')),
    ).toEqual([]);
  });

  it('is blind to script and diacritics, and falls back to English text', () => {
    expect(slugs(filterNews(items, { search: 'fudbalska', category: '' }, 'sr_latin'))).toEqual([
      'league',
    ]);
    expect(slugs(filterNews(items, { search: 'балашевић', category: '' }, 'sr_cyrillic'))).toEqual([
      'english-only',
    ]);
    expect(slugs(filterNews(items, { search: 'djordje', category: 'culture' }, 'en'))).toEqual([
      'english-only',
    ]);
  });

  it('combines category and search', () => {
    expect(slugs(filterNews(items, { search: 'choir', category: 'sports' }, 'en'))).toEqual([]);
  });

  it('shows as the archive what is older than the archive age, or filed as archive', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const dated = [
      article({ slug: 'fresh', category: 'politics', created_at: '2026-11-01T10:00:00Z' }),
      article({ slug: 'old', category: 'politics', created_at: '2025-11-01T10:00:00Z' }),
      article({ slug: 'filed', category: 'archive', created_at: '2026-11-20T10:00:00Z' }),
    ];
    expect(slugs(filterNews(dated, { search: '', category: 'archive' }, 'en', now))).toEqual([
      'old',
      'filed',
    ]);
    expect(slugs(filterNews(dated, { search: '', category: 'politics' }, 'en', now))).toEqual([
      'fresh',
      'old',
    ]);
  });
});
