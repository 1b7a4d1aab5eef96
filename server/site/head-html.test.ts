import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { headTags } from '../../domain/seo/head-tags.ts';
import { matchesIfNoneMatch, weakEtag } from './conditional-response.ts';
import { injectHead } from './head-html.ts';

const template = `<!doctype html><html lang="en"><head><title>Zajednica</title></head><body><div id="root"></div></body></html>`;

describe('injectHead', () => {
  it('escapes attribute values and text, and keeps JSON-LD inside its element', () => {
    const hostile = `"><script>alert(1)</script><a title='x`;
    const tags = headTags(
      {
        title: hostile,
        description: hostile,
        canonicalPath: '/blog/a"b',
        jsonLd: { '@type': 'Thing', name: '</script><script>alert(2)</script><!--' },
      },
      { siteUrl: 'https://z.example', siteName: 'Zajednica' },
    );
    const html = injectHead(template, { ...tags, lang: 'sr-Cyrl' });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    const document = parse(html);
    expect(document.querySelector('html')?.getAttribute('lang')).toBe('sr-Cyrl');
    expect(document.querySelector('title')?.textContent).toBe(`${hostile} · Zajednica`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      hostile,
    );
    const jsonLd = document.querySelectorAll('script[type="application/ld+json"]');
    expect(jsonLd).toHaveLength(1);
    expect(JSON.parse(jsonLd[0]!.textContent)).toEqual({
      '@type': 'Thing',
      name: '</script><script>alert(2)</script><!--',
    });
    expect(document.querySelectorAll('[data-server-head]').length).toBeGreaterThan(5);
  });
});

describe('ETags', () => {
  it('compare weakly and accept a list or *', () => {
    const tag = weakEtag('<html></html>');
    expect(tag).toBe(weakEtag('<html></html>'));
    expect(tag).not.toBe(weakEtag('<html> </html>'));
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(tag.replace('W/', ''), tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/"other", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('W/"other"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });
});
