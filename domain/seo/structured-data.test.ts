import { describe, expect, it } from 'vitest';
import { eventJsonLd } from './event.ts';
import { newsArticleJsonLd } from './news-article.ts';
import { organizationJsonLd } from './organization.ts';

const siteUrl = 'https://zajednica.example';

describe('structured data', () => {
  it('builds a NewsArticle with absolute URLs and the byline', () => {
    const data = newsArticleJsonLd({
      siteUrl,
      siteName: 'Zajednica',
      path: '/blog/community-day',
      headline: 'Community Day',
      description: 'Twelve cities.',
      image: '/images/content/festival.svg',
      datePublished: '2026-11-20T10:00:00Z',
      authorName: 'Zajednica team',
      inLanguage: 'en',
    });
    expect(data['@type']).toBe('NewsArticle');
    expect(data.url).toBe('https://zajednica.example/blog/community-day');
    expect(data.image).toEqual(['https://zajednica.example/images/content/festival.svg']);
    expect(data.author).toEqual({ '@type': 'Person', name: 'Zajednica team' });
    expect(data.dateModified).toBe('2026-11-20T10:00:00Z');
  });

  it('builds an Event with times in its own zone, venue, organizer and tickets', () => {
    const data = eventJsonLd({
      siteUrl,
      path: '/event/folklore',
      name: 'Folklore Evening',
      description: 'Dances.',
      date: '2026-11-26',
      time: '19:00:00',
      endTime: '22:00:00',
      timezone: 'America/Toronto',
      venueName: 'St. Sava Parish Hall',
      locationText: '200 Parish Lane',
      cityName: 'Toronto',
      organizerName: 'Kolo',
      ticketsUrl: 'https://kolo.example/tickets',
      inLanguage: 'en',
    });
    expect(data.startDate).toBe('2026-11-26T19:00:00-05:00');
    expect(data.endDate).toBe('2026-11-26T22:00:00-05:00');
    expect(data.location.name).toBe('St. Sava Parish Hall');
    expect(data.organizer).toEqual({ '@type': 'Organization', name: 'Kolo' });
    expect(data.offers).toEqual({ '@type': 'Offer', url: 'https://kolo.example/tickets' });
  });

  it('gives an all-day Event plain dates and leaves out what is missing', () => {
    const data = eventJsonLd({
      siteUrl,
      path: '/event/slava',
      name: 'Slava',
      description: '',
      date: '2026-12-19',
      timezone: 'America/Edmonton',
      inLanguage: 'sr-Cyrl',
    });
    expect(data.startDate).toBe('2026-12-19');
    expect('endDate' in data).toBe(false);
    expect('offers' in data).toBe(false);
  });

  it('builds an Organization with contact details', () => {
    const data = organizationJsonLd({
      siteUrl,
      path: '/org/st-sava',
      name: 'St. Sava Church',
      alternateName: 'Црква Светог Саве',
      description: 'Parish.',
      address: '200 Parish Lane',
      cityName: 'Toronto',
      phone: '+1 416 555 0100',
      email: 'office@stsava.example',
      website: 'https://stsava.example',
      logo: '/images/content/church.svg',
    });
    expect(data.url).toBe('https://zajednica.example/org/st-sava');
    expect(data.logo).toBe('https://zajednica.example/images/content/church.svg');
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '200 Parish Lane',
      addressLocality: 'Toronto',
    });
    expect(data.sameAs).toEqual(['https://stsava.example']);
  });
});
