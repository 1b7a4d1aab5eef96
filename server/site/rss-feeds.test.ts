import { describe, expect, it } from 'vitest';
import type { EventFeedRow, NewsFeedRow } from './feed-rows.ts';
import { eventsRssXml, newsRssXml } from './rss-feeds.ts';

const hostile = `<script>alert("x")</script> & ]]> 'q'`;
const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ]]&gt; &#39;q&#39;';

const contentOf = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map((match) => match[1]);

/** No raw markup from the row, and the hostile text escaped in the item's title and description. */
function expectEscaped(xml: string) {
  expect(xml).not.toContain('<script>');
  expect(xml).not.toContain(']]>');
  expect(contentOf(xml, 'title')).toContain(escaped);
  expect(contentOf(xml, 'description').join('\n')).toContain(escaped);
}

describe('RSS feeds', () => {
  it('escape hostile titles, excerpts and categories of news', () => {
    const row = {
      slug: 'a-b',
      title_en: hostile,
      title_sr_cyrl: hostile,
      excerpt_en: hostile,
      excerpt_sr_cyrl: hostile,
      category: hostile,
      created_at: '2026-01-02T03:04:05Z',
    } as unknown as NewsFeedRow;
    const xml = newsRssXml([row], 'https://z.example');
    expectEscaped(xml);
    expect(contentOf(xml, 'category')).toEqual([escaped]);
  });

  it('escape hostile event titles and places', () => {
    const row = {
      slug: 'e',
      title_en: hostile,
      description_en: 'About',
      venue_name: hostile,
      location_text: null,
      event_date: '2026-05-01',
      event_time: null,
      category: 'culture',
      created_at: '2026-01-02T03:04:05Z',
    } as unknown as EventFeedRow;
    expectEscaped(eventsRssXml([row], 'https://z.example'));
  });
});
